/**
 * The spam checks and the spam folder (docs/decisions/029-spam-folder.md): the honeypot, the
 * minimum fill time proven by a signed start token, the blocked e-mail domains, the reason kept
 * with each caught inquiry, and "Not spam", which restores an inquiry and sends its notification
 * exactly once. A caught submission is answered exactly like one that passes.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, mailOutbox, rateLimits, spamSettings } from "~/db/schema";
import { issueFormToken } from "~/services/inquiries/form-token.server";
import { formTokenKey } from "~/services/inquiries/spam-check.server";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
let visitor: ApiClient;
let editor: ApiClient;
let admin: ApiClient;

// Far above the time two requests take on a busy machine: "at once" is always too fast.
const MIN_FILL_SECONDS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const inquiry = (extra: Record<string, unknown> = {}) => ({ type: "demo", name: "Ana Silva", email: "ana@integrator.example", ...extra });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { INQUIRY_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS), INQUIRIES_PER_HOUR_PER_ADDRESS: "1000" });
  await createUser(database.db, "editor1", "editor");
  await createUser(database.db, "admin1", "admin");
  const signIn = async (username: string) => {
    const client = new ApiClient(server.url);
    expect((await client.post("/api/auth/login", { username, password: TEST_PASSWORD })).status).toBe(200);
    return client;
  };
  editor = await signIn("editor1");
  admin = await signIn("admin1");
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${rateLimits} cascade`);
  await database.db.update(spamSettings).set({ blockedEmailDomains: [] });
  visitor = new ApiClient(server.url);
});

/** The key the server signs with, to make a token as if it had been issued `ageMs` ago. */
async function tokenIssuedAgo(ageMs: number): Promise<string> {
  return issueFormToken(await formTokenKey(database.db), Date.now() - ageMs);
}

/** A token from a form started longer ago than the minimum fill time. */
const humanPacedToken = () => tokenIssuedAgo((MIN_FILL_SECONDS + 1) * 1000);

async function freshToken(): Promise<string> {
  const response = await visitor.get<{ token: string }>("/api/inquiries/form-token");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return response.body.token;
}

/** Sends the inquiry, checks it was answered like any other, and gives its stored row and mails. */
async function submit(body: Record<string, unknown>) {
  const response = await visitor.post("/api/inquiries", body);
  expect(response.status, response.text).toBe(201);
  expect(response.body).toEqual({ id: expect.any(String), type: body.type, status: "pending", createdAt: expect.any(String) });
  const id = (response.body as { id: string }).id;
  const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, id));
  const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.inquiryId, id));
  return { row: row!, mails };
}

const expectCaught = async (body: Record<string, unknown>, reason: string) => {
  const { row, mails } = await submit(body);
  expect([row.isSpam, row.spamReason]).toEqual([true, reason]);
  expect(mails).toEqual([]);
};
const expectPassed = async (body: Record<string, unknown>) => {
  const { row, mails } = await submit(body);
  expect([row.isSpam, row.spamReason]).toEqual([false, null]);
  expect(mails).toHaveLength(1);
};

describe("the honeypot", () => {
  it("keeps an inquiry whose hidden field is filled, with its reason", () =>
    expectCaught(inquiry({ website: "http://pills.example" }), "honeypot"));
});

describe("the minimum fill time", () => {
  it("keeps an inquiry sent at once after its form token was issued as too fast", async () =>
    expectCaught(inquiry({ formToken: await freshToken() }), "too_fast"));

  it("takes an inquiry sent after the minimum time", async () => expectPassed(inquiry({ formToken: await humanPacedToken() })));

  it("takes an inquiry without a token, as the specification's payload has none", () => expectPassed(inquiry()));

  it("reads a token older than a day like none", async () => expectPassed(inquiry({ formToken: await tokenIssuedAgo(DAY_MS + 60_000) })));

  it.each([
    ["made up", "1.kx2f3.bm9uY2U.c2lnbmF0dXJl"],
    ["not text", 42],
    ["of another form", "hello"],
  ])("keeps an inquiry with a %s token as a bad token", (_, formToken) => expectCaught(inquiry({ formToken }), "bad_token"));

  it("keeps an inquiry whose token's time was moved back as a bad token", async () => {
    const [version, , nonce, signature] = (await freshToken()).split(".");
    const movedBack = [version, (Date.now() - 60_000).toString(36), nonce, signature].join(".");
    await expectCaught(inquiry({ formToken: movedBack }), "bad_token");
  });

  it("takes a token once: the same token sent again is a bad token", async () => {
    const formToken = await humanPacedToken();
    await expectPassed(inquiry({ formToken }));
    await expectCaught(inquiry({ formToken, name: "Ana again" }), "bad_token");
  });

  it("does not spend a token on a submission refused for a bad field", async () => {
    const formToken = await humanPacedToken();
    expect((await visitor.post("/api/inquiries", inquiry({ formToken, email: "ana@" }))).status).toBe(400);
    await expectPassed(inquiry({ formToken }));
  });
});

describe("the blocked e-mail domains", () => {
  const block = (blockedEmailDomains: unknown) => admin.put("/api/inquiries/spam-settings", { blockedEmailDomains });

  it("are stored lower case, without '@', '*.' or a final dot, once each and sorted", async () => {
    const saved = await block(["Spam.Example", "@bulk-mail.example", "*.spam.example", "spam.example.", " zz.example "]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ blockedEmailDomains: ["bulk-mail.example", "spam.example", "zz.example"] });
    expect((await admin.get("/api/inquiries/spam-settings")).body).toEqual(saved.body);
  });

  it.each([
    ["the domain", "offer@spam.example"],
    ["a subdomain", "offer@mail.eu.spam.example"],
    ["the domain in another case", "Offer@MAIL.Spam.EXAMPLE"],
  ])("keep an inquiry from %s", async (_, email) => {
    await block(["spam.example"]);
    await expectCaught(inquiry({ email }), "blocked_domain");
  });

  it.each(["buyer@notspam.example", "buyer@spam.example.org", "spam.example@integrator.example"])(
    "take an inquiry from %s, which is not at a blocked domain",
    async (email) => {
      await block(["spam.example"]);
      await expectPassed(inquiry({ email }));
    },
  );

  it("name the refused domain's place in the list", async () => {
    const refused = await block(["good.example", "not a domain", "-bad.example"]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: "Some fields are invalid",
      fields: {
        "blockedEmailDomains.1": "Enter a domain such as example.com",
        "blockedEmailDomains.2": "Enter a domain such as example.com",
      },
    });
  });

  it("are read and changed by admins only", async () => {
    expect((await visitor.get("/api/inquiries/spam-settings")).status).toBe(401);
    expect((await editor.get("/api/inquiries/spam-settings")).status).toBe(403);
    expect((await editor.put("/api/inquiries/spam-settings", { blockedEmailDomains: [] })).status).toBe(403);
  });

  it("never show the token key", async () => {
    expect(Object.keys((await admin.get("/api/inquiries/spam-settings")).body as object)).toEqual(["blockedEmailDomains"]);
  });
});

describe("POST /api/inquiries/{id}/restore", () => {
  const caught = async () => {
    const { row } = await submit(inquiry({ website: "filled" }));
    return row;
  };

  it("moves a caught inquiry to the inbox and queues its notification once", async () => {
    const row = await caught();
    const restored = await editor.post(`/api/inquiries/${row.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ id: row.id, isSpam: false, spamReason: null, name: "Ana Silva" });
    expect((await editor.get<{ id: string }[]>("/api/inquiries")).body.map((listed) => listed.id)).toEqual([row.id]);
    expect((await editor.get<unknown[]>("/api/inquiries?spam=true")).body).toEqual([]);

    const again = await editor.post(`/api/inquiries/${row.id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This inquiry is not in the spam folder" });
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ inquiryId: row.id, recipient: "sales@example.com", replyTo: "ana@integrator.example" });
    expect(mails[0]!.subject).toBe("New demo request from Ana Silva");
  });

  it("sends one notification when two restores race", async () => {
    const row = await caught();
    const answers = await Promise.all([admin.post(`/api/inquiries/${row.id}/restore`), editor.post(`/api/inquiries/${row.id}/restore`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("refuses an inquiry that is not spam, sending nothing more", async () => {
    const { row } = await submit(inquiry());
    const response = await editor.post(`/api/inquiries/${row.id}/restore`);
    expect(response.status).toBe(409);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it.each([crypto.randomUUID(), "not-an-id"])("answers 404 for the unknown id %s", async (id) => {
    const response = await editor.post(`/api/inquiries/${id}/restore`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Inquiry not found" });
  });

  it("keeps visitors out", async () => {
    const row = await caught();
    expect((await visitor.post(`/api/inquiries/${row.id}/restore`)).status).toBe(401);
    const [stored] = await database.db.select().from(inquiries);
    expect(stored!.isSpam).toBe(true);
  });

  it("answers 405 to other methods", async () => {
    const response = await editor.get(`/api/inquiries/${crypto.randomUUID()}/restore`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
