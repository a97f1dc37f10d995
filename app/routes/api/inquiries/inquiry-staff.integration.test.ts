import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, products } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
let staff: ApiClient;

type InquiryRow = typeof inquiries.$inferInsert;
type ListedInquiry = { id: string; name: string; status: string; type: string; isSpam: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  await createUser(database.db, "editor1", "editor");
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries} cascade`);
  staff = new ApiClient(server.url);
  expect((await staff.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
});

const storeInquiries = (rows: Partial<InquiryRow>[]) =>
  database.db
    .insert(inquiries)
    .values(rows.map((row, index) => ({ type: "quote" as const, name: `Person ${index}`, email: `person${index}@example.com`, ...row })))
    .returning();

describe("staff calls without a session", () => {
  it.each([
    ["GET", "/api/inquiries"],
    ["GET", `/api/inquiries/${crypto.randomUUID()}`],
    ["PUT", `/api/inquiries/${crypto.randomUUID()}`],
    ["GET", "/api/inquiries/export.csv"],
  ])("%s %s answers 401", async (method, path) => {
    const anonymous = new ApiClient(server.url);
    const response = await anonymous.request(method, path, method === "PUT" ? { json: { status: "success" } } : {});
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Sign in to continue" });
  });

  it("keeps a signed-out editor out", async () => {
    await staff.post("/api/auth/logout");
    expect((await staff.get("/api/inquiries")).status).toBe(401);
  });
});

describe("GET /api/inquiries", () => {
  it("lists newest first with the total, and leaves spam out", async () => {
    await storeInquiries([
      { name: "Oldest", createdAt: new Date("2025-01-01T10:00:00Z") },
      { name: "Newest", createdAt: new Date("2025-03-01T10:00:00Z") },
      { name: "Middle", createdAt: new Date("2025-02-01T10:00:00Z") },
      { name: "Bot", isSpam: true, createdAt: new Date("2025-04-01T10:00:00Z") },
    ]);
    const response = await staff.get<ListedInquiry[]>("/api/inquiries");
    expect(response.status).toBe(200);
    expect(response.body.map((row) => row.name)).toEqual(["Newest", "Middle", "Oldest"]);
    expect(response.headers.get("x-total-count")).toBe("3");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("lists only the spam when asked for it", async () => {
    await storeInquiries([{ name: "Person" }, { name: "Bot", isSpam: true }]);
    const response = await staff.get<ListedInquiry[]>("/api/inquiries?spam=true");
    expect(response.body.map((row) => [row.name, row.isSpam])).toEqual([["Bot", true]]);
  });

  it("filters by status and by type", async () => {
    await storeInquiries([{ name: "Pending quote" }, { name: "Done quote", status: "success" }, { name: "Pending demo", type: "demo" }]);
    const byStatus = await staff.get<ListedInquiry[]>("/api/inquiries?status=pending");
    expect(byStatus.body.map((row) => row.name).sort()).toEqual(["Pending demo", "Pending quote"]);
    const byBoth = await staff.get<ListedInquiry[]>("/api/inquiries?status=pending&type=demo");
    expect(byBoth.body.map((row) => row.name)).toEqual(["Pending demo"]);
    expect(byBoth.headers.get("x-total-count")).toBe("1");
  });

  it("pages with limit and offset while the total counts every match", async () => {
    await storeInquiries([0, 1, 2, 3, 4].map((day) => ({ name: `Day ${day}`, createdAt: new Date(Date.UTC(2025, 0, day + 1)) })));
    const response = await staff.get<ListedInquiry[]>("/api/inquiries?limit=2&offset=1");
    expect(response.body.map((row) => row.name)).toEqual(["Day 3", "Day 2"]);
    expect(response.headers.get("x-total-count")).toBe("5");
  });

  it.each([
    ["status=new", { status: "Status must be one of pending, processing, success, failed" }],
    ["type=newsletter", { type: "Type must be one of quote, distributor, demo, customization" }],
    ["limit=0", { limit: "Limit must be at least 1" }],
    ["spam=maybe", { spam: "Spam must be true or false" }],
  ])("refuses the filter %s", async (query, fields) => {
    const response = await staff.get(`/api/inquiries?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields });
  });
});

describe("GET /api/inquiries/{id}", () => {
  type Detail = { id: string; productIds: string[]; products: { id: string; name: string; productCode: string; slug: string }[] };
  beforeEach(() => database.db.execute(sql`truncate ${products} cascade`));

  it("answers the inquiry with its products by name, code and slug, in the order they were chosen", async () => {
    const [first, second] = await createSampleProducts(database.db, ["FT-100", "FP-200"]);
    const [inquiry] = await storeInquiries([{ message: "Two lines\nof text", productIds: [second!.id, first!.id] }]);
    const response = await staff.get<Detail>(`/api/inquiries/${inquiry!.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body).toMatchObject({ id: inquiry!.id, name: inquiry!.name, message: "Two lines\nof text", status: "pending" });
    expect(response.body.products).toEqual([
      { id: second!.id, name: "Terminal FP-200", productCode: "FP-200", slug: "fp-200" },
      { id: first!.id, name: "Terminal FT-100", productCode: "FT-100", slug: "ft-100" },
    ]);
  });

  it("leaves out a product deleted since, while productIds keeps its id", async () => {
    const [kept, deleted] = await createSampleProducts(database.db, ["FT-100", "FP-200"]);
    const [inquiry] = await storeInquiries([{ productIds: [deleted!.id, kept!.id] }]);
    await database.db.delete(products).where(eq(products.id, deleted!.id));
    const response = await staff.get<Detail>(`/api/inquiries/${inquiry!.id}`);
    expect(response.body.productIds).toEqual([deleted!.id, kept!.id]);
    expect(response.body.products.map((product) => product.productCode)).toEqual(["FT-100"]);
  });

  it("answers no products for an inquiry that names none", async () => {
    const [inquiry] = await storeInquiries([{}]);
    expect((await staff.get<Detail>(`/api/inquiries/${inquiry!.id}`)).body.products).toEqual([]);
  });

  it.each([crypto.randomUUID(), "not-an-id"])("answers 404 for the unknown id %s", async (id) => {
    const response = await staff.get(`/api/inquiries/${id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Inquiry not found" });
  });
});

describe("PUT /api/inquiries/{id}", () => {
  it.each(["processing", "success", "failed", "pending"])("sets the status to %s", async (status) => {
    const [inquiry] = await storeInquiries([{ status: status === "pending" ? "failed" : "pending" }]);
    const response = await staff.put(`/api/inquiries/${inquiry!.id}`, { status });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: inquiry!.id, status, name: inquiry!.name });
    const [row] = await database.db.select().from(inquiries);
    expect(row!.status).toBe(status);
  });

  it.each([{ status: "new" }, {}, { status: 1 }])("refuses %j, naming the status field", async (body) => {
    const [inquiry] = await storeInquiries([{}]);
    const response = await staff.put(`/api/inquiries/${inquiry!.id}`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: "Some fields are invalid",
      fields: { status: "Status must be one of pending, processing, success, failed" },
    });
  });

  it.each([crypto.randomUUID(), "not-an-id"])("answers 404 for the unknown id %s", async (id) => {
    const response = await staff.put(`/api/inquiries/${id}`, { status: "success" });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "Inquiry not found" });
  });
});

describe("GET /api/inquiries/export.csv", () => {
  const downloadBytes = async () => {
    const response = await fetch(`${server.url}/api/inquiries/export.csv`, { headers: { cookie: staff.sessionCookie! } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("downloads every inquiry but spam, newest first, quoted and safe to open in a spreadsheet", async () => {
    await storeInquiries([
      {
        type: "customization",
        name: '=HYPERLINK("http://evil.example","click")',
        email: "jane@example.com",
        phone: "+49 30 1234567",
        company: "@Acme",
        status: "processing",
        message: 'She said "hello"\nand left,\tthen -1',
        createdAt: new Date("2025-03-04T05:06:59Z"),
      },
      { name: "Li Wei", email: "li@example.com", country: "-Singapore", message: "\tTabbed", createdAt: new Date("2025-01-02T23:59:00Z") },
      { name: "Bot", email: "bot@example.com", isSpam: true },
    ]);
    const { response, bytes } = await downloadBytes();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="inquiries_${today}.csv"`);
    const expected =
      "\uFEFF" +
      '"Date","Type","Name","Email","Phone","Company","Country","Status","Message"\r\n' +
      '"2025-03-04 05:06","customization","\'=HYPERLINK(""http://evil.example"",""click"")","jane@example.com","\'+49 30 1234567","\'@Acme","","processing","She said ""hello""\nand left,\tthen -1"\r\n' +
      '"2025-01-02 23:59","quote","Li Wei","li@example.com","","","\'-Singapore","pending","\'\tTabbed"\r\n';
    expect(bytes.toString("utf8")).toBe(expected);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("exports only the status and type asked for, and names a bad filter", async () => {
    await storeInquiries([
      { name: "Quote pending", email: "a@example.com", type: "quote", status: "pending" },
      { name: "Demo pending", email: "b@example.com", type: "demo", status: "pending" },
      { name: "Demo done", email: "c@example.com", type: "demo", status: "success" },
    ]);
    const response = await fetch(`${server.url}/api/inquiries/export.csv?type=demo&status=pending`, {
      headers: { cookie: staff.sessionCookie! },
    });
    const rows = (await response.text()).trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"Demo pending"');

    expect((await staff.get("/api/inquiries/export.csv?type=quote&status=failed")).status).toBe(404);
    const refused = await staff.get("/api/inquiries/export.csv?status=archived");
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { fields: object }).fields)).toEqual(["status"]);
  });

  it("answers 404 when there is nothing to export, spam aside", async () => {
    await storeInquiries([{ isSpam: true }]);
    const response = await staff.get("/api/inquiries/export.csv");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: "No inquiries to export" });
  });
});

it.each([
  ["POST", `/api/inquiries/${crypto.randomUUID()}`, "GET, PUT"],
  ["POST", "/api/inquiries/export.csv", "GET"],
])("%s %s answers 405 naming the method to use", async (method, path, allowed) => {
  const response = await staff.request(method, path, method === "POST" ? { json: {} } : {});
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe(allowed);
});
