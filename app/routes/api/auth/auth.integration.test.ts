import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { activityLog, adminUsers, rateLimits, sessions } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
let api: ApiClient;

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
  await createUser(database.db, "editor1", "editor");
  api = new ApiClient(server.url);
});

describe("POST /api/auth/login", () => {
  it("signs in, answers the user and sets an HttpOnly, SameSite=Lax session cookie for 7 days", async () => {
    const response = await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      username: "editor1",
      email: "editor1@example.com",
      role: "editor",
      twoFactorEnabled: false,
      twoFactorRequired: false,
    });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);

    const me = await api.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: "editor1", role: "editor" });
  });

  it("marks the cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const response = await api.request("POST", "/api/auth/login", {
      json: { username: "editor1", password: TEST_PASSWORD },
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers.get("set-cookie")).toContain("; Secure");
  });

  it("stores only a hash of the session token", async () => {
    await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    const token = api.sessionCookie!.split("=")[1]!;
    const [row] = await database.db.select().from(sessions);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });

  it("names each missing field", async () => {
    const response = await api.post("/api/auth/login", {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: "Some fields are invalid",
      fields: { username: "Username is required", password: "Password is required" },
    });
  });

  it("answers an unknown user and a wrong password alike", async () => {
    const unknown = await api.post("/api/auth/login", { username: "nobody", password: TEST_PASSWORD });
    const wrong = await api.post("/api/auth/login", { username: "editor1", password: "wrong password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ message: "Invalid username or password" });
  });

  it("throttles repeated failures for a username with 429 and Retry-After, even for the right password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await api.post("/api/auth/login", { username: "editor1", password: "guess" })).status).toBe(401);
    }
    const blocked = await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("throttles repeated failures from one address, whatever the usernames, with 429 and Retry-After", async () => {
    const fromOneAddress = (username: string, password: string) =>
      api.request("POST", "/api/auth/login", { json: { username, password }, headers: { "x-forwarded-for": "203.0.113.7" } });
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await fromOneAddress(`guess${attempt % 4}`, "guess")).status).toBe(401);
    }
    const blocked = await fromOneAddress("editor1", TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back by this one's failures.
    expect((await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
  });

  it("refuses a body that is not JSON", async () => {
    const wrongType = await api.request("POST", "/api/auth/login", {
      body: "username=editor1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
    const broken = await api.request("POST", "/api/auth/login", { body: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: "The request body is not valid JSON" });
  });

  it("refuses a sign-in posted by a page of another site", async () => {
    const response = await api.request("POST", "/api/auth/login", {
      json: { username: "editor1", password: TEST_PASSWORD },
      headers: { origin: "https://attacker.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/auth/me and POST /api/auth/logout", () => {
  it("answers 401 without a session", async () => {
    const response = await api.get("/api/auth/me");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Sign in to continue" });
  });

  it("ends the session: the old cookie is dead after sign-out", async () => {
    await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    const stolenCookie = api.sessionCookie;
    const logout = await api.post("/api/auth/logout");
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/^session=; Max-Age=0/);
    expect(await database.db.select().from(sessions)).toEqual([]);

    api.sessionCookie = stolenCookie;
    expect((await api.get("/api/auth/me")).status).toBe(401);
    expect((await api.get("/api/inquiries")).status).toBe(401);
    const adminPage = await api.get("/admin");
    expect(adminPage.status).toBe(302);
    expect(adminPage.headers.get("location")).toBe("/admin/login");
  });

  it("ends a session after 7 days without use", async () => {
    await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api.get("/api/auth/me")).status).toBe(401);
    // Signing out of it removes its row and records nothing: the session names no one any more.
    expect((await api.post("/api/auth/logout")).status).toBe(200);
    expect(await database.db.select().from(sessions)).toEqual([]);
    expect(await database.db.select().from(activityLog).where(eq(activityLog.action, "sign_out"))).toEqual([]);
  });

  it("gives each sign-in a new session", async () => {
    await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    const first = api.sessionCookie;
    await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(api.sessionCookie).not.toEqual(first);
  });

  it("never adopts a token the browser brought to the sign-in (session fixation)", async () => {
    const planted = "session=planted-by-an-attacker-0123456789abcdef";
    api.sessionCookie = planted;
    const response = await api.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(api.sessionCookie).toMatch(/^session=[\w-]{43}$/);
    expect(api.sessionCookie).not.toEqual(planted);

    const attacker = new ApiClient(server.url);
    attacker.sessionCookie = planted;
    expect((await attacker.get("/api/auth/me")).status).toBe(401);
  });
});

it("answers an unknown API address with a JSON 404", async () => {
  const response = await api.get("/api/no-such-call");
  expect(response.status).toBe(404);
  expect(response.body).toEqual({ message: "No API call at this address" });
});
