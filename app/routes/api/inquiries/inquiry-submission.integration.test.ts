import { ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, mailOutbox, products, rateLimits } from "~/db/schema";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";

let database: DatabaseHandle;
let server: TestServer;
let api: ApiClient;
let productIds: string[];

const customization = {
  type: "customization",
  name: "Jane Doe",
  company: "Acme Security",
  email: "jane@example.com",
  phone: "+49 30 1234567",
  projectType: "Custom face terminal",
  message: "We need 500 units with our logo and a custom housing.",
};
const contact = () => ({
  type: "quote",
  name: "Li Wei",
  email: "li.wei@example.com",
  phone: "+65 6123 4567",
  company: "Wei Trading",
  country: "Singapore",
  message: "Please quote 200 units of each.",
  productIds,
});

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${rateLimits}, ${products} cascade`);
  productIds = (await createSampleProducts(database.db, ["FT-100", "FP-200"])).map((product) => product.id);
  api = new ApiClient(server.url);
});

const fieldsOf = (body: unknown) => (body as { fields: Record<string, string> }).fields;

describe("POST /api/inquiries: the customization form", () => {
  it.each([
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "  J  ", "Name must be at least 2 characters"],
    ["name", undefined, "Name must be at least 2 characters"],
    ["name", "x".repeat(201), "Name must be at most 200 characters"],
    ["company", "A", "Company name is required"],
    ["company", undefined, "Company name is required"],
    ["email", "jane.example.com", "Invalid email address"],
    ["email", undefined, "Invalid email address"],
    ["phone", "1".repeat(51), "Phone must be at most 50 characters"],
    ["projectType", "Face", "Please describe your project type"],
    ["projectType", 12345, "Please describe your project type"],
    ["message", "Too short to judge", "Please provide more details (at least 20 characters)"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
  ])("refuses %s = %j with the form's message", async (field, value, message) => {
    const response = await api.post("/api/inquiries", { ...customization, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { [field]: message } });
  });

  it("names every bad field at once", async () => {
    const response = await api.post("/api/inquiries", { type: "customization" });
    expect(Object.keys(fieldsOf(response.body)).sort()).toEqual(["company", "email", "message", "name", "projectType"]);
  });

  it("stores the inquiry as pending and queues one notification to the sales address", async () => {
    const response = await api.post("/api/inquiries", customization);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), type: "customization", status: "pending", createdAt: expect.any(String) });

    const [row] = await database.db.select().from(inquiries);
    expect(row).toMatchObject({ ...customization, status: "pending", isSpam: false, productIds: [], country: null });
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      inquiryId: row!.id,
      recipient: "sales@example.com",
      subject: "New customization inquiry from Jane Doe (Acme Security)",
      status: "pending",
      attempts: 0,
    });
    for (const text of [
      "Name: Jane Doe",
      "Email: jane@example.com",
      "Company: Acme Security",
      "Project type: Custom face terminal",
      customization.message,
    ]) {
      expect(mails[0]!.textBody).toContain(text);
    }
  });

  it("leaves out an optional phone as null", async () => {
    const response = await api.post("/api/inquiries", { ...customization, phone: "" });
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(inquiries);
    expect(row!.phone).toBeNull();
  });
});

describe("POST /api/inquiries: the contact form", () => {
  it.each([
    ["name", undefined, "Name is required"],
    ["name", "   ", "Name is required"],
    ["email", undefined, "Email is required"],
    ["email", "li.wei@", "Invalid email address"],
    ["email", `${"x".repeat(250)}@example.com`, "Email must be at most 254 characters"],
    ["company", "x".repeat(201), "Company must be at most 200 characters"],
    ["country", "x".repeat(201), "Country must be at most 200 characters"],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters"],
    ["productIds", "FT-100", "Products must be a list"],
  ])("refuses %s = %j", async (field, value, message) => {
    const response = await api.post("/api/inquiries", { ...contact(), [field]: value });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { [field]: message } });
  });

  it.each(["quote", "distributor", "demo"])("accepts the %s type with only a name and an e-mail", async (type) => {
    const response = await api.post("/api/inquiries", { type, name: "Li Wei", email: "li.wei@example.com" });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ type, status: "pending" });
  });

  it.each([undefined, "newsletter", 3])("refuses the type %j, naming the four types", async (type) => {
    const response = await api.post("/api/inquiries", { ...contact(), type });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ type: "Choose an inquiry type: quote, distributor, demo, customization" });
  });

  it("refuses a body that is not an object", async () => {
    const response = await api.post("/api/inquiries", ["quote"]);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ body: "Send the inquiry as a JSON object" });
  });

  it("refuses product ids that are not ids, or name no product", async () => {
    const malformed = await api.post("/api/inquiries", { ...contact(), productIds: ["FT-100"] });
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual({ "productIds.0": "Each product must be a valid id" });

    const unknown = await api.post("/api/inquiries", { ...contact(), productIds: [productIds[0], crypto.randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: "Some fields are invalid", fields: { productIds: "Choose existing products" } });
    expect(await database.db.select().from(inquiries)).toEqual([]);
  });

  it("stores the chosen products and names them in the notification", async () => {
    const response = await api.post("/api/inquiries", contact());
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(inquiries);
    expect(row).toMatchObject({ type: "quote", country: "Singapore", productIds, projectType: null });
    const [mail] = await database.db.select().from(mailOutbox).where(ne(mailOutbox.recipient, contact().email));
    expect(mail!.subject).toBe("New quote request from Li Wei (Wei Trading)");
    expect(mail!.textBody).toContain("Products:\n  - 1 × Terminal FT-100 (FT-100)\n  - 1 × Terminal FP-200 (FP-200)\n");
    expect(mail!.textBody).toContain("Country: Singapore");
  });

  it("ignores unknown fields and never takes id, status, createdAt or the spam flag from the client", async () => {
    const forgedId = crypto.randomUUID();
    const response = await api.post("/api/inquiries", {
      ...contact(),
      id: forgedId,
      status: "success",
      createdAt: "2000-01-01T00:00:00.000Z",
      isSpam: true,
      role: "admin",
    });
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(inquiries);
    expect(row!.id).not.toBe(forgedId);
    expect(row).toMatchObject({ status: "pending", isSpam: false });
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2000);
    // The sales notification and the customer's confirmation of the quote request.
    expect(await database.db.select().from(mailOutbox)).toHaveLength(2);
  });
});

describe("POST /api/inquiries: one transaction", () => {
  it("stores nothing when its notification cannot be written", async () => {
    await database.db.execute(sql`alter table mail_outbox add constraint refuse_all_mail check (recipient = '')`);
    try {
      const response = await api.post("/api/inquiries", contact());
      expect(response.status).toBe(500);
      expect(await database.db.select().from(inquiries)).toEqual([]);
    } finally {
      await database.db.execute(sql`alter table mail_outbox drop constraint refuse_all_mail`);
    }
  });
});

describe("POST /api/inquiries: spam", () => {
  it("answers a filled honeypot like any inquiry but stores it as spam without notification", async () => {
    const response = await api.post("/api/inquiries", { ...contact(), website: "http://cheap-pills.example" });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), type: "quote", status: "pending", createdAt: expect.any(String) });
    const [row] = await database.db.select().from(inquiries);
    expect(row!.isSpam).toBe(true);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("takes an empty honeypot for a person", async () => {
    expect((await api.post("/api/inquiries", { ...customization, website: "" })).status).toBe(201);
    const [row] = await database.db.select().from(inquiries);
    expect(row!.isSpam).toBe(false);
  });
});

describe("POST /api/inquiries: rate limit", () => {
  it("answers 429 with Retry-After past the hourly limit for one address", async () => {
    const limited = await startTestServer(database, { INQUIRIES_PER_HOUR_PER_ADDRESS: "3" });
    try {
      const client = new ApiClient(limited.url);
      for (let count = 0; count < 3; count++) {
        expect((await client.post("/api/inquiries", contact())).status).toBe(201);
      }
      const refused = await client.post("/api/inquiries", contact());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: "Too many inquiries from your address; please try again later" });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await database.db.select().from(inquiries)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

it("refuses other methods on /api/inquiries with 405", async () => {
  const response = await api.delete("/api/inquiries");
  expect(response.status).toBe(405);
  expect(response.headers.get("allow")).toBe("POST");
});
