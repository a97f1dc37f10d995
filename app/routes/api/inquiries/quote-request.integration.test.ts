/**
 * Quote requests (docs/decisions/030-quote-requests.md): the items with quantity and note,
 * stored in order with the product's name and code; productIds alone still working; the
 * refusal of a product no longer offered, naming its replacement; the
 * customer's confirmation mail in the page's language, read from an SMTP sink, never for spam;
 * and the staff's PDF summary.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, inquiryItems, mailOutbox, productRelations, products, rateLimits } from "~/db/schema";
import { createMailTransport } from "~/lib/server/mailer.server";
import { deliverDueMail } from "~/services/inquiries/mail-outbox.server";
import { ApiClient } from "../../../../tests/support/kits/api-client";
import { mailParts } from "../../../../tests/support/checks/mail-parts";
import { pdfText } from "../../../../tests/support/checks/pdf-text";
import { createSampleProducts } from "../../../../tests/support/kits/sample-products";
import { startSmtpSink, type SmtpSink } from "../../../../tests/support/servers/smtp-sink";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../../tests/support/servers/test-server";
import { createUser, TEST_PASSWORD } from "../../../../tests/support/kits/users";

let database: DatabaseHandle;
let server: TestServer;
let smtp: SmtpSink;
let visitor: ApiClient;
let editor: ApiClient;
let ids: string[];

const quote = (extra: Record<string, unknown> = {}) => ({ type: "quote", name: "Li Wei", email: "li.wei@example.com", ...extra });

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { INQUIRIES_PER_HOUR_PER_ADDRESS: "1000" });
  smtp = await startSmtpSink();
  await createUser(database.db, "editor1", "editor");
  editor = new ApiClient(server.url);
  expect((await editor.post("/api/auth/login", { username: "editor1", password: TEST_PASSWORD })).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${rateLimits}, ${products} cascade`);
  ids = (await createSampleProducts(database.db, ["FT-100", "FP-200", "SL-300"])).map((product) => product.id);
  smtp.received.length = 0;
  visitor = new ApiClient(server.url);
});

async function submit(body: Record<string, unknown>): Promise<string> {
  const response = await visitor.post<{ id: string }>("/api/inquiries", body);
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

/** Sends what the outbox holds to the sink and gives the mails the customer received. */
async function customerMails(address = "li.wei@example.com") {
  await deliverDueMail(database.db, createMailTransport(smtp.url, "website@example.com"));
  return smtp.received.filter((mail) => mail.to.includes(address)).map(mailParts);
}

const itemsOf = async (id: string) => (await editor.get<{ items: unknown[] }>(`/api/inquiries/${id}`)).body.items;

describe("POST /api/inquiries with items", () => {
  it("stores each product's quantity and note in the visitor's order, and staff read them back", async () => {
    const id = await submit(
      quote({
        items: [
          { productId: ids[2], quantity: 40, note: "  Black housing  " },
          { productId: ids[0], quantity: "3" },
          { productId: ids[1], note: "" },
        ],
      }),
    );
    expect(await itemsOf(id)).toEqual([
      { productId: ids[2], productName: "Terminal SL-300", productCode: "SL-300", quantity: 40, note: "Black housing" },
      { productId: ids[0], productName: "Terminal FT-100", productCode: "FT-100", quantity: 3, note: null },
      { productId: ids[1], productName: "Terminal FP-200", productCode: "FP-200", quantity: 1, note: null },
    ]);
    const [row] = await database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.productIds).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("keeps a deleted product's name and code on the inquiry", async () => {
    const id = await submit(quote({ items: [{ productId: ids[0], quantity: 2 }] }));
    await database.db.delete(products).where(eq(products.id, ids[0]!));
    expect(await itemsOf(id)).toEqual([
      { productId: null, productName: "Terminal FT-100", productCode: "FT-100", quantity: 2, note: null },
    ]);
  });

  it.each([
    [{ quantity: 0 }, "items.1.quantity", "Quantity (line 2) must be at least 1"],
    [{ quantity: 100001 }, "items.1.quantity", "Quantity (line 2) must be at most 100000"],
    [{ quantity: 2.5 }, "items.1.quantity", "Quantity (line 2) must be a whole number"],
    [{ quantity: null }, "items.1.quantity", "Quantity (line 2) must be a number"],
    [{ note: "x".repeat(501) }, "items.1.note", "Note (line 2) must be at most 500 characters"],
    [{ productId: "FT-100" }, "items.1.productId", "Product (line 2) must be a valid id"],
  ])("names the bad field and its line: %j", async (change, field, message) => {
    const response = await visitor.post("/api/inquiries", quote({ items: [{ productId: ids[0] }, { productId: ids[1], ...change }] }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: "Some fields are invalid", fields: { [field]: message } });
  });

  it("refuses a product listed twice, a product that does not exist or is not published, and a list that is not one", async () => {
    const twice = await visitor.post(
      "/api/inquiries",
      quote({ items: [{ productId: ids[0] }, { productId: ids[1] }, { productId: ids[0] }] }),
    );
    expect(twice.body).toMatchObject({ fields: { "items.2.productId": "Product (line 3) is already on line 1" } });
    const unknown = await visitor.post("/api/inquiries", quote({ items: [{ productId: ids[0] }, { productId: crypto.randomUUID() }] }));
    expect(unknown.body).toMatchObject({ fields: { "items.1.productId": "Product (line 2): choose an existing product" } });
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, ids[1]!));
    const draft = await visitor.post("/api/inquiries", quote({ items: [{ productId: ids[0] }, { productId: ids[1] }] }));
    const draftById = await visitor.post("/api/inquiries", quote({ productIds: [ids[1]] }));
    await database.db.update(products).set({ status: "published" }).where(eq(products.id, ids[1]!));
    expect(draft.body).toMatchObject({ fields: { "items.1.productId": "Product (line 2): choose an existing product" } });
    expect(draftById.body).toMatchObject({ fields: { productIds: "Choose existing products" } });
    const notAList = await visitor.post("/api/inquiries", quote({ items: { productId: ids[0] } }));
    expect(notAList.body).toMatchObject({ fields: { items: "Items must be a list" } });
    expect(await database.db.select().from(inquiries)).toEqual([]);
  });

  it("refuses a line for a product no longer offered, naming it and its replacement; other inquiries may still name it", async () => {
    await database.db.update(products).set({ lifecycle: "discontinued", discontinuedOn: "2025-06-30" }).where(eq(products.id, ids[1]!));
    const discontinued = "Terminal FP-200 (FP-200) is discontinued and can no longer be quoted";
    const replaced = `${discontinued}; ask for its replacement, Terminal SL-300 (SL-300), instead`;
    const unreplaced = await visitor.post("/api/inquiries", quote({ productIds: [ids[0], ids[1]] }));
    expect(unreplaced.status).toBe(400);
    expect(unreplaced.body).toEqual({ message: discontinued, fields: { productIds: discontinued } });

    await database.db.insert(productRelations).values({ productId: ids[2]!, type: "replaces", relatedProductId: ids[1]! });
    const line = await visitor.post("/api/inquiries", quote({ items: [{ productId: ids[0] }, { productId: ids[1], quantity: 3 }] }));
    expect(line.status).toBe(400);
    expect(line.body).toEqual({ message: replaced, fields: { "items.1.productId": replaced } });
    await database.db.update(products).set({ lifecycle: "out_of_support", supportEndsOn: "2026-01-31" }).where(eq(products.id, ids[1]!));
    const outOfSupport = await visitor.post("/api/inquiries", quote({ items: [{ productId: ids[1] }] }));
    expect(outOfSupport.body).toMatchObject({
      message:
        "Terminal FP-200 (FP-200) is out of support and can no longer be quoted; ask for its replacement, Terminal SL-300 (SL-300), instead",
    });
    expect(await database.db.select().from(inquiries)).toEqual([]);

    // A question about a product someone still owns is no quote line.
    await submit({ type: "demo", name: "Li Wei", email: "li.wei@example.com", productIds: [ids[1]] });
  });

  it("takes productIds alone as quantity 1 each, and both only when they name the same products", async () => {
    const alone = await submit(quote({ productIds: [ids[1], ids[0], ids[1]] }));
    expect(await itemsOf(alone)).toMatchObject([
      { productId: ids[1], quantity: 1, note: null },
      { productId: ids[0], quantity: 1, note: null },
    ]);
    const both = await submit(quote({ productIds: [ids[0]], items: [{ productId: ids[0], quantity: 7 }] }));
    expect(await itemsOf(both)).toMatchObject([{ productId: ids[0], quantity: 7 }]);
    const disagreeing = await visitor.post("/api/inquiries", quote({ productIds: [ids[1]], items: [{ productId: ids[0] }] }));
    expect(disagreeing.body).toMatchObject({ fields: { productIds: "Product ids must name the items' products, in the same order" } });
  });
});

describe("the customer's confirmation", () => {
  it("lists the products with quantities and notes, as text and escaped HTML", async () => {
    await submit(
      quote({
        name: "Li <b>Wei</b>",
        message: "Delivery to Singapore",
        items: [{ productId: ids[0], quantity: 12, note: "<script>x</script> & co" }],
      }),
    );
    const [mail] = await customerMails();
    expect(mail!.subject).toBe("Your quote request to Aurion Biometrics");
    expect(mail!.text).toContain("Dear Li <b>Wei</b>,");
    expect(mail!.text).toContain("- 12 × Terminal FT-100 (FT-100)\n  Note: <script>x</script> & co");
    expect(mail!.text).toContain("Your message:\nDelivery to Singapore");
    expect(mail!.html).toContain("Dear Li &#60;b&#62;Wei&#60;/b&#62;,");
    expect(mail!.html).toContain("&#60;script&#62;x&#60;/script&#62; &#38; co");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain(">Terminal FT-100</td>");
  });

  it("is written in the page's language", async () => {
    await submit(quote({ language: "de", items: [{ productId: ids[0], quantity: 2 }] }));
    await submit(quote({ email: "wang@example.cn", language: "zh-CN", productIds: [ids[1]] }));
    const [german] = await customerMails();
    expect(german!.subject).toBe("Ihre Angebotsanfrage an Aurion Biometrics");
    expect(german!.html).toContain('<html lang="de" dir="ltr">');
    expect(german!.text).toContain("Mit freundlichen Grüßen");
    const [chinese] = await customerMails("wang@example.cn");
    expect(chinese!.subject).toBe("您向 Aurion Biometrics 提交的报价请求");
    expect(chinese!.text).toContain("- 1 × Terminal FP-200 (FP-200)");
  });

  it("refuses a language the site does not have", async () => {
    const response = await visitor.post("/api/inquiries", quote({ language: "xx" }));
    expect(response.body).toMatchObject({ fields: { language: expect.stringMatching(/^Language must be one of en, zh-CN/) } });
  });

  it("is sent for quote requests only, and never for spam", async () => {
    await submit(quote({ type: "demo", productIds: [ids[0]] }));
    await submit(quote({ website: "filled by a bot", items: [{ productId: ids[0] }] }));
    await submit(quote({ email: "li.wei@spam.example", formToken: "forged", items: [{ productId: ids[0] }] }));
    expect(await customerMails()).toEqual([]);
    expect(await customerMails("li.wei@spam.example")).toEqual([]);
    expect(await database.db.select().from(inquiryItems)).toHaveLength(3);
  });
});

describe("GET /api/inquiries/{id}/summary.pdf", () => {
  async function download(client: ApiClient, id: string) {
    const response = await fetch(`${server.url}/api/inquiries/${id}/summary.pdf`, { headers: { cookie: client.sessionCookie ?? "" } });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it("renders the company, the customer, every product with quantity and note, and the message", async () => {
    const id = await submit(
      quote({
        name: "Дмитрий Иванов",
        company: "ООО Ромашка",
        message: "Please include shipping to Moscow",
        items: [
          { productId: ids[0], quantity: 25, note: "Wall mount" },
          { productId: ids[1], quantity: 100000 },
        ],
      }),
    );
    await database.db.delete(products).where(eq(products.id, ids[1]!));
    const { response, bytes } = await download(editor, id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="quote-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const expected of [
      "Aurion Biometrics",
      "Name: Дмитрий Иванов",
      "Company: ООО Ромашка",
      "Terminal FT-100",
      "FT-100",
      "25",
      "Wall mount",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("Terminal FP-200\nFP-200\n100000");
    expect(text).toContain("Please include shipping to Moscow");
    expect(text).not.toContain("\uFFFD");
  });

  it("names the file after the customer when the name is Latin", async () => {
    const id = await submit(quote({ name: "José Müller" }));
    const { response } = await download(editor, id);
    expect(response.headers.get("content-disposition")).toMatch(/filename="quote-\d{4}-\d{2}-\d{2}-jose-muller\.pdf"/);
  });

  it("is for staff, and for quote requests only", async () => {
    const id = await submit(quote({ productIds: [ids[0]] }));
    expect((await download(visitor, id)).response.status).toBe(401);
    const demo = await submit(quote({ type: "demo" }));
    const refused = await download(editor, demo);
    expect(refused.response.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString())).toEqual({ message: "Only quote requests have a PDF summary" });
    expect((await download(editor, crypto.randomUUID())).response.status).toBe(404);
  });
});
