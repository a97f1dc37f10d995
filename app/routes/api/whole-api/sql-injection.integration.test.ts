/**
 * SQL injection (issue 8, "Injection"): classic payloads (tests/support/checks/bad-input.ts) in every
 * query parameter and path segment of every read call of the OpenAPI document (public ones
 * anonymously, staff ones as an admin), in the public pages' slugs, searches and filters, in the
 * sign-in and in every field of both inquiry forms. Never a 5xx; a search or filter finds
 * nothing, a slug nothing, a sign-in no session; each inquiry is stored with the payload as its
 * literal text; and every other stored row is exactly as it was. `npm run security:sqlmap`
 * attacks the same calls from outside.
 */
import { inArray, not } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { apiDescription } from "../openapi.server";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { SQL_INJECTIONS } from "../../../../tests/support/checks/bad-input";
import { BOOKKEEPING_TABLES, storedRows, TABLE_NAMES } from "../../../../tests/support/kits/stored-rows";
import type { TestServer } from "../../../../tests/support/servers/test-server";
import { createSweepSite } from "../../../../tests/support/kits/sweep-site";
import { TEST_PASSWORD } from "../../../../tests/support/kits/users";

type Operation = { security: unknown[]; parameters: { name: string; in: "path" | "query" }[] };
const { paths } = apiDescription() as unknown as { paths: Record<string, Record<string, Operation>> };
const reads = Object.entries(paths).flatMap(([path, methods]) => (methods.get ? [{ path, operation: methods.get }] : []));

/** The requests that put each payload in one parameter of a read call. */
const readRequests = reads.flatMap(({ path, operation }) =>
  operation.parameters.flatMap((parameter) =>
    SQL_INJECTIONS.map((payload) => ({
      target:
        parameter.in === "path"
          ? path.replace(`{${parameter.name}}`, encodeURIComponent(payload))
          : `${path}?${new URLSearchParams({ [parameter.name]: payload })}`,
      isStaff: operation.security.length > 0,
      inPath: parameter.in === "path",
    })),
  ),
);

/** Public pages whose loaders read a slug, a search or a filter. */
const PAGE_SLUGS = ["/products/", "/solutions/", "/news/", "/de/products/"];
const PAGE_QUERIES = [
  "/products?q=",
  "/products?category=",
  "/products?technology=",
  "/products?interface=",
  "/products?certificate=",
  "/products?sort=",
  "/news?category=",
  "/resources?type=",
  "/de/products?q=",
  "/where-to-buy?q=",
  "/where-to-buy?country=",
  "/where-to-buy?region=",
  "/de/where-to-buy?q=",
  "/certifications?product=",
  "/search?q=",
  "/search?kind=",
  "/search?q=access&kind=product&page=",
  "/zh-CN/search?q=",
];

/** Tables the inquiries change by design; checked apart. */
const INQUIRY_TABLES = ["inquiries", "mail_outbox"];
const UNTOUCHED_TABLES = TABLE_NAMES.filter((name) => ![...BOOKKEEPING_TABLES, ...INQUIRY_TABLES].includes(name));

let database: DatabaseHandle;
let server: TestServer;
let admin: ApiClient;
let before: Record<string, string[]>;
let inquiriesBefore: Record<string, string[]>;

beforeAll(async () => {
  ({ database, server } = await createSweepSite("sql-admin", { INQUIRIES_PER_HOUR_PER_ADDRESS: "100000" }));
  admin = new ApiClient(server.url);
  expect((await admin.post("/api/auth/login", { username: "sql-admin", password: TEST_PASSWORD })).status).toBe(200);
  before = await storedRows(database, UNTOUCHED_TABLES);
  inquiriesBefore = await storedRows(database, INQUIRY_TABLES);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const anonymous = () => new ApiClient(server.url);

describe("SQL injection payloads", () => {
  it(`in every parameter of the ${reads.length} read calls: no 5xx, nothing found`, async () => {
    for (const { target, isStaff, inPath } of readRequests) {
      const answer = await (isStaff ? admin : anonymous()).get(target);
      expect(answer.status, `GET ${target}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      if (inPath) expect([400, 404], `GET ${target}`).toContain(answer.status);
      // A tautology that reached the database would list rows.
      if (answer.status === 200 && Array.isArray(answer.body)) expect(answer.body, `GET ${target}`).toEqual([]);
    }
  }, 300_000);

  it("in the public pages' slugs, searches and filters: no 5xx, no page for a slug", async () => {
    for (const payload of SQL_INJECTIONS) {
      for (const page of PAGE_SLUGS) {
        const response = await fetch(server.url + page + encodeURIComponent(payload));
        expect(response.status, page + payload).toBe(404);
      }
      for (const page of PAGE_QUERIES) {
        const response = await fetch(server.url + page + encodeURIComponent(payload));
        expect(response.status, page + payload).toBeLessThan(500);
      }
    }
  }, 300_000);

  it("in the sign-in: refused, without a session", async () => {
    for (const payload of SQL_INJECTIONS) {
      for (const credentials of [
        { username: payload, password: "whatever-password" },
        { username: "sql-admin", password: payload },
        { username: payload, password: payload },
      ]) {
        const visitor = anonymous();
        const answer = await visitor.post("/api/auth/login", credentials);
        // 400 for a name longer than any, 429 once the address has failed too often: still no session.
        expect([400, 401, 429], JSON.stringify(credentials)).toContain(answer.status);
        expect(visitor.sessionCookie).toBeUndefined();
      }
    }
  });

  it("in every field of both inquiry forms: each stored as its literal text", async () => {
    const email = "o'neil'--@example.com";
    const sent: Record<string, string | null>[] = [];
    for (const payload of SQL_INJECTIONS) {
      const message = `${payload} -- please quote 100 units`;
      const phone = payload.slice(0, 50).trim();
      const forms = [
        { type: "customization", name: payload, company: payload, email, phone, projectType: payload, message },
        { type: "quote", name: payload, company: payload, email, phone, country: payload, message },
      ];
      for (const form of forms) {
        const answer = await anonymous().post("/api/inquiries", form);
        expect(answer.status, `${answer.text} for ${JSON.stringify(form)}`).toBe(201);
        sent.push({ country: null, projectType: null, ...form });
      }
      const wrongType = await anonymous().post("/api/inquiries", { type: payload, name: payload, email });
      expect(wrongType.status).toBe(400);
    }

    const storedIds = inquiriesBefore.inquiries!.map((row) => (JSON.parse(row) as { id: string }).id);
    const added = await database.db
      .select({
        type: inquiries.type,
        name: inquiries.name,
        company: inquiries.company,
        email: inquiries.email,
        phone: inquiries.phone,
        country: inquiries.country,
        projectType: inquiries.projectType,
        message: inquiries.message,
      })
      .from(inquiries)
      .where(not(inArray(inquiries.id, storedIds)));
    const byContent = (rows: object[]) => rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
    expect(byContent(added)).toEqual(byContent(sent));
  });

  it("leave every stored row as it was, and the earlier inquiries and mail untouched", async () => {
    expect(await storedRows(database, UNTOUCHED_TABLES)).toEqual(before);
    const inquiriesAfter = await storedRows(database, INQUIRY_TABLES);
    for (const table of INQUIRY_TABLES) expect(inquiriesAfter[table]).toEqual(expect.arrayContaining(inquiriesBefore[table]!));
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
