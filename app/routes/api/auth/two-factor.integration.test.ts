/**
 * Two-factor sign-in through the API (docs/decisions/064-two-factor-sign-in.md): enrolling, signing
 * in with a code or a recovery code, wrong codes counted by the sign-in limits, an admin's reset
 * and the sign-in policy, with what each leaves in the activity log.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { activityLog, adminUsers, pendingSignIns, rateLimits, signInPolicy, staffRecoveryCodes, staffTwoFactor } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { authenticatorCode } from "../../../../tests/support/kits/authenticator";
import { createUser, signedInClient, TEST_PASSWORD } from "../../../../tests/support/kits/users";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";

let database: DatabaseHandle;
let server: TestServer;
let admin: ApiClient;
let editor: ApiClient;
let editorId: string;

const JUST_USED = "This code was just used. Wait for the next code and enter it.";

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { TRUST_PROXY: "loopback" });
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${adminUsers}, ${rateLimits} cascade`);
  await database.db.delete(signInPolicy);
  const adminUser = await createUser(database.db, "admin1", "admin");
  const editorUser = await createUser(database.db, "editor1", "editor");
  editorId = editorUser.id;
  admin = await signedInClient(database.db, server.url, adminUser.id);
  editor = await signedInClient(database.db, server.url, editorUser.id);
});

/** Turns the client's second factor on: its secret, the first code it took and the recovery codes. */
async function enrol(client: ApiClient): Promise<{ secret: string; firstCode: string; recoveryCodes: string[] }> {
  const setup = await client.post<{ secret: string }>("/api/auth/two-factor/setup");
  expect(setup.status).toBe(200);
  const firstCode = authenticatorCode(setup.body.secret);
  const enabled = await client.post<{ recoveryCodes: string[] }>("/api/auth/two-factor/enable", { code: firstCode });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret: setup.body.secret, firstCode, recoveryCodes: enabled.body.recoveryCodes };
}

/** A new browser that gave the right password and waits for its code. */
async function afterPassword(username = "editor1", address?: string): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const headers = address ? { "x-forwarded-for": address } : undefined;
  const response = await client.request("POST", "/api/auth/login", { json: { username, password: TEST_PASSWORD }, headers });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ secondFactorRequired: true });
  return client;
}

const sendCode = (client: ApiClient, code: string, address?: string) =>
  client.request("POST", "/api/auth/login/second-factor", {
    json: { code },
    headers: address ? { "x-forwarded-for": address } : undefined,
  });

const entries = (action: string) =>
  database.db
    .select({
      actorName: activityLog.actorName,
      itemLabel: activityLog.itemLabel,
      entityKind: activityLog.entityKind,
      changes: activityLog.changes,
    })
    .from(activityLog)
    .where(eq(activityLog.action, action as never));

describe("enrolling", () => {
  it("shows a secret as text, URI and QR code, and turns on only with a right first code", async () => {
    const setup = await editor.post<{ secret: string; otpauthUri: string; qrCodeSvg: string }>("/api/auth/two-factor/setup");
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauthUri).toContain("editor1");
    expect(setup.body.qrCodeSvg).toMatch(/^<svg/);
    // Not on yet: signing in still asks for the password only.
    expect((await editor.get("/api/auth/two-factor")).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await new ApiClient(server.url).post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).body).toMatchObject({
      username: "editor1",
      twoFactorEnabled: false,
    });

    const wrong = await editor.post("/api/auth/two-factor/enable", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { code: expect.stringContaining("The code is not valid") } });

    const enabled = await editor.post<{ recoveryCodes: string[] }>("/api/auth/two-factor/enable", {
      code: authenticatorCode(setup.body.secret),
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await editor.get("/api/auth/two-factor")).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect((await admin.get<{ username: string; twoFactorEnabled: boolean }[]>("/api/users")).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: "editor1", twoFactorEnabled: true })]),
    );
    // Setting up again needs turning it off first.
    expect((await editor.post("/api/auth/two-factor/setup")).status).toBe(409);

    // The recovery codes are stored hashed; neither they nor the secret reach the activity log.
    const stored = await database.db.select({ codeHash: staffRecoveryCodes.codeHash }).from(staffRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.map((row) => row.codeHash)).not.toContain(enabled.body.recoveryCodes[0]);
    expect(await entries("two_factor_on")).toEqual([{ actorName: "editor1", itemLabel: "editor1", entityKind: "user", changes: null }]);
    const log = JSON.stringify(await database.db.select().from(activityLog));
    expect(log).not.toContain(setup.body.secret);
    expect(log).not.toContain(enabled.body.recoveryCodes[0]);
  });
});

describe("signing in with a second factor", () => {
  it("grants no session for the password alone; the code completes the sign-in, and is not accepted twice", async () => {
    const { secret, firstCode } = await enrol(editor);
    const browser = await afterPassword();
    expect(browser.sessionCookie).toMatch(/^sign_in_pending=[\w-]{43}$/);
    // The pending sign-in's cookie opens nothing but the code check.
    expect((await browser.get("/api/auth/me")).status).toBe(401);
    expect((await browser.get("/api/inquiries")).status).toBe(401);
    expect((await browser.get("/admin")).headers.get("location")).toBe("/admin/login");

    // The code the enrolment took is not taken again; the next step's code signs in.
    expect((await sendCode(browser, firstCode)).status).toBe(401);
    const code = authenticatorCode(secret, 1);
    const signedIn = await sendCode(browser, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ username: "editor1", twoFactorEnabled: true, twoFactorRequired: false });
    expect(browser.sessionCookie).toMatch(/^session=[\w-]{43}$/);
    expect((await browser.get("/api/auth/me")).status).toBe(200);
    expect(await database.db.select().from(pendingSignIns)).toEqual([]);
    expect(await entries("sign_in")).toHaveLength(1);

    // Another browser cannot use the same code again; it is told to wait for the next one.
    const replay = await sendCode(await afterPassword(), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: JUST_USED });
  });

  it("tells a code of the 30 seconds just used apart from a wrong code, wherever a code is asked", async () => {
    const { secret, firstCode } = await enrol(editor);
    // The enrolment took this step's code: entered again, it is named as just used, not as wrong.
    const again = await sendCode(await afterPassword(), firstCode);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: JUST_USED });
    const wrong = await sendCode(await afterPassword(), "123456");
    expect(wrong.body).toEqual({ message: "The code is not valid" });
    // The sign-in form that works without script says the same.
    const page = await (await afterPassword()).request("POST", "/admin/login", { body: new URLSearchParams({ code: firstCode }) });
    expect(page.status).toBe(401);
    expect(page.text).toContain(JUST_USED);
    // So do the Account screen's calls that take a code.
    for (const [path, body] of [
      ["/api/auth/two-factor/recovery-codes", { code: firstCode }],
      ["/api/auth/two-factor/disable", { code: firstCode }],
    ] as const) {
      const answer = await editor.post(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual({ message: "Some fields are invalid", fields: { code: JUST_USED } });
    }
    // The next step's code is taken.
    expect((await sendCode(await afterPassword(), authenticatorCode(secret, 1))).status).toBe(200);
  });

  it("takes each recovery code once, in any case and with or without its hyphen", async () => {
    const { recoveryCodes } = await enrol(editor);
    const code = recoveryCodes[3]!;
    const first = await afterPassword();
    expect((await sendCode(first, code.toUpperCase().replace("-", " "))).status).toBe(200);
    expect((await editor.get("/api/auth/two-factor")).body).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await sendCode(await afterPassword(), code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: "The code is not valid" });
  });

  it("counts wrong codes against the username's sign-in limit: past it, even the right code waits", async () => {
    const { secret } = await enrol(editor);
    const browser = await afterPassword();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await sendCode(browser, "123456");
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ message: "The code is not valid" });
    }
    const blocked = await sendCode(browser, authenticatorCode(secret, 1));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Giving the password again does not start the count afresh.
    const password = await new ApiClient(server.url).post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(password.status).toBe(429);
  });

  it("counts wrong codes against the address's sign-in limit too", async () => {
    const { secret } = await enrol(editor);
    const address = "203.0.113.9";
    for (let attempt = 0; attempt < 20; attempt++) {
      // Other accounts' wrong passwords from the same address, then wrong codes: one count.
      if (attempt < 16) {
        const guess = await new ApiClient(server.url).request("POST", "/api/auth/login", {
          json: { username: `guess${attempt}`, password: "guess" },
          headers: { "x-forwarded-for": address },
        });
        expect(guess.status).toBe(401);
      } else {
        expect((await sendCode(await afterPassword("editor1", address), "654321", address)).status).toBe(401);
      }
    }
    const blocked = await sendCode(await afterPassword(), authenticatorCode(secret, 1), address);
    expect(blocked.status).toBe(429);
  });

  it("asks for the password again once the pending sign-in is five minutes old", async () => {
    const { secret } = await enrol(editor);
    const browser = await afterPassword();
    await database.db.update(pendingSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await sendCode(browser, authenticatorCode(secret, 1));
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: "Your sign-in has expired; enter your username and password again" });
    expect((await new ApiClient(server.url).post("/api/auth/login/second-factor", { code: "123456" })).status).toBe(401);
  });

  it("names a bad code", async () => {
    const response = await new ApiClient(server.url).post("/api/auth/login/second-factor", { code: "12 34 <>" });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: "Some fields are invalid",
      fields: { code: "Enter the six digits from your app, or a recovery code" },
    });
  });
});

describe("one's own second factor", () => {
  it("makes new recovery codes for a code, logged (the codes never); the old ones stop working", async () => {
    const { secret, recoveryCodes } = await enrol(editor);
    expect((await editor.post("/api/auth/two-factor/recovery-codes", { code: "111111" })).status).toBe(400);
    const renewed = await editor.post<{ recoveryCodes: string[] }>("/api/auth/two-factor/recovery-codes", {
      code: authenticatorCode(secret, 1),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(await entries("recovery_codes_renewed")).toEqual([
      { actorName: "editor1", itemLabel: "editor1", entityKind: "user", changes: null },
    ]);
    expect(JSON.stringify(await database.db.select().from(activityLog))).not.toContain(renewed.body.recoveryCodes[0]);
    expect((await sendCode(await afterPassword(), recoveryCodes[0]!)).status).toBe(401);
    expect((await sendCode(await afterPassword(), renewed.body.recoveryCodes[0]!)).status).toBe(200);
  });

  it("turns off with the password, logged; a wrong one is refused by name", async () => {
    await enrol(editor);
    expect((await editor.post("/api/auth/two-factor/disable", {})).body).toMatchObject({
      fields: { code: "Enter a code or your password" },
    });
    const wrong = await editor.post("/api/auth/two-factor/disable", { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { password: "The password is not correct" } });
    expect((await editor.post("/api/auth/two-factor/disable", { password: TEST_PASSWORD })).status).toBe(204);
    expect((await editor.get("/api/auth/two-factor")).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await database.db.select().from(staffRecoveryCodes)).toEqual([]);
    expect(await entries("two_factor_off")).toEqual([expect.objectContaining({ actorName: "editor1", itemLabel: "editor1" })]);
    const signedIn = await new ApiClient(server.url).post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(signedIn.body).toMatchObject({ username: "editor1" });
  });
});

describe("an admin's reset", () => {
  it("removes the member's second factor, ends their sessions and is logged", async () => {
    await enrol(editor);
    const response = await admin.delete(`/api/users/${editorId}/two-factor`);
    expect(response.status).toBe(204);
    expect((await editor.get("/api/auth/me")).status).toBe(401);
    expect(await database.db.select().from(staffTwoFactor)).toEqual([]);
    expect(await entries("two_factor_reset")).toEqual([{ actorName: "admin1", itemLabel: "editor1", entityKind: "user", changes: null }]);
    const signedIn = await new ApiClient(server.url).post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(signedIn.body).toMatchObject({ username: "editor1", twoFactorEnabled: false });
    // Nothing left to reset; and only admins reset.
    expect((await admin.delete(`/api/users/${editorId}/two-factor`)).status).toBe(409);
    expect((await editor.delete(`/api/users/${editorId}/two-factor`)).status).toBe(401);
  });
});

describe("the sign-in policy", () => {
  it("is chosen by an admin only once their own second factor is on", async () => {
    const early = await admin.put("/api/two-factor-policy", { requiredFor: "admins" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ fields: { requiredFor: "Turn on two-factor sign-in for your own account first" } });
    expect((await admin.get("/api/two-factor-policy")).body).toEqual({ requiredFor: "nobody" });
  });

  it("holds a member it covers to enrolment until they turn two-factor sign-in on", async () => {
    await enrol(admin);
    const changed = await admin.put("/api/two-factor-policy", { requiredFor: "staff" });
    expect(changed.body).toEqual({ requiredFor: "staff" });
    expect((await admin.get("/api/two-factor-policy")).body).toEqual({ requiredFor: "staff" });
    expect(
      await database.db
        .select({ changes: activityLog.changes })
        .from(activityLog)
        .where(and(eq(activityLog.entityKind, "sign_in_policy"), eq(activityLog.action, "update"))),
    ).toEqual([{ changes: { requiredFor: { from: "Nobody", to: "All staff" } } }]);

    // The editor, still signed in without a second factor, may only see who they are and enrol.
    const refused = await editor.get("/api/inquiries");
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: "Two-factor sign-in is required for your account: turn it on under Account first" });
    expect((await editor.put("/api/auth/password", { currentPassword: TEST_PASSWORD, newPassword: "another long password" })).status).toBe(
      403,
    );
    expect((await editor.get("/api/auth/me")).body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });
    const screen = await editor.get("/admin/products");
    expect(screen.status).toBe(302);
    expect(screen.headers.get("location")).toBe("/admin/account");
    expect((await editor.get("/admin/account")).status).toBe(200);
    // A move within the admin area (React Router's `.data` address) is held the same way.
    expect((await editor.get("/admin/products.data")).text).toMatch(/"redirect","\/admin\/account"/);
    expect((await editor.get("/admin/account.data")).status).toBe(200);

    const { secret } = await enrol(editor);
    expect((await editor.get("/api/inquiries")).status).toBe(200);
    expect((await editor.get("/admin/products")).status).toBe(200);
    // It cannot be turned off while the policy requires it.
    const off = await editor.post("/api/auth/two-factor/disable", { code: authenticatorCode(secret, 1) });
    expect(off.status).toBe(409);
  });

  it("covers only admins when it says so, and only admins choose it", async () => {
    await enrol(admin);
    const otherAdmin = await signedInClient(database.db, server.url, (await createUser(database.db, "admin2", "admin")).id);
    expect((await admin.put("/api/two-factor-policy", { requiredFor: "admins" })).status).toBe(200);
    expect((await editor.get("/api/inquiries")).status).toBe(200);
    expect((await admin.get("/api/users")).status).toBe(200);
    expect((await otherAdmin.get("/api/users")).status).toBe(403);
    expect((await otherAdmin.get("/api/two-factor-policy")).status).toBe(403);
    expect((await editor.put("/api/two-factor-policy", { requiredFor: "nobody" })).status).toBe(403);
    const bad = await admin.put("/api/two-factor-policy", { requiredFor: "everyone" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: { requiredFor: "Choose one of nobody, admins, staff" } });
    expect(await database.db.select({ requiredFor: signInPolicy.twoFactorRequiredFor }).from(signInPolicy)).toEqual([
      { requiredFor: "admins" },
    ]);
  });
});
