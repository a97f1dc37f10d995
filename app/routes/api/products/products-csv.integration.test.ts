/**
 * The products CSV (decision 037): `GET /api/products/export.csv` and `POST /api/products/import.csv`.
 * An export imports back as "nothing changes"; an edited file reports exactly what it would change,
 * writes nothing on a dry run, and applies it all or nothing; every bad row is named by row and column.
 */
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, categories, products } from "~/db/schema";
import { cellText, csvLine } from "~/lib/server/csv.server";
import type { ItemVersionRow } from "~/schemas/staff/history";
import type { ApiClient } from "../../../../tests/support/kits/api-client";
import { useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";
import { storedRows } from "../../../../tests/support/kits/stored-rows";

type Report = {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  changes: { row: number; productCode: string; action: string; columns: string[] }[];
  errors: { row: number; column: string | null; message: string }[];
  message?: string;
  fields?: Record<string, string>;
};

const api = useCatalogueApi();
let categoryId: string;

/** Values a spreadsheet or a naive CSV writer would get wrong: formulas, quotes, line breaks, scripts, order. */
const trickyProduct = () => ({
  categoryId,
  name: '=HYPERLINK("http://evil.example") "quoted", with comma',
  slug: "fr-900",
  productCode: "FR-900",
  description: "Line one\nLine two, with 中文 and العربية",
  specifications: { "Working temperature": "-20 °C to 60 °C", Zeta: "'=already quoted", Alpha: "+5 V" },
  features: ["@ mention-like", "Liveness detection"],
  certification: ["CE", "FCC"],
  technology: "Face Recognition",
  priceRange: null,
  rating: 4,
  isFeatured: true,
  status: "draft",
  specificationValues: { "Face capacity": 50000, "IP rating": "IP65", "Wi-Fi": true },
});

/** The categories' typed fields (decision 033): the fingerprint category has a field of its own. */
async function defineTypedFields(fingerprintId: string) {
  const face = await api.staff.put(`/api/categories/${categoryId}/specification-fields`, {
    fields: [
      { name: "Face capacity", unit: "faces", type: "number" },
      { name: "IP rating", type: "choice", choices: ["IP65", "IP67"] },
      { name: "Wi-Fi", type: "boolean" },
    ],
  });
  expect(face.status, face.text).toBe(200);
  const fingerprint = await api.staff.put(`/api/categories/${fingerprintId}/specification-fields`, {
    fields: [{ name: "Fingerprint capacity", type: "number" }],
  });
  expect(fingerprint.status, fingerprint.text).toBe(200);
}

beforeEach(async () => {
  const [category] = await api.database.db
    .insert(categories)
    .values({ name: "Facial Recognition", slug: "facial-recognition" })
    .returning();
  const [fingerprint] = await api.database.db.insert(categories).values({ name: "Fingerprint", slug: "fingerprint", order: 1 }).returning();
  categoryId = category!.id;
  await defineTypedFields(fingerprint!.id);
  for (const product of [
    trickyProduct(),
    { categoryId, name: "AB-F300", slug: "ab-f300", productCode: "AB-F300", description: "Fingerprint" },
  ]) {
    expect((await api.staff.post("/api/products", product)).status).toBe(201);
  }
});

const exportCsv = async (client: ApiClient = api.staff) => client.get<string>("/api/products/export.csv");

async function importCsv(text: string, { dryRun = false, client = api.staff } = {}) {
  const form = new FormData();
  form.append("file", new File([text], "products.csv", { type: "text/csv" }));
  return client.request<Report>("POST", `/api/products/import.csv${dryRun ? "?dryRun=true" : ""}`, { body: form });
}

/** The file's rows as objects by column, as written (a would-be formula's guarding quote still on). */
const rowsAsWritten = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
/** The rows as their texts, as a spreadsheet shows them, to edit and write again. */
const rowsOf = (text: string) =>
  rowsAsWritten(text).map((row) => Object.fromEntries(Object.entries(row).map(([column, cell]) => [column, cellText(cell)])));
const csvOf = (header: string[], rows: Record<string, string>[]) =>
  [header, ...rows.map((row) => header.map((column) => row[column] ?? ""))].map(csvLine).join("");

describe("GET /api/products/export.csv", () => {
  it("streams every product, drafts included, in product-code order, as UTF-8 CSV with a byte order mark", async () => {
    const answer = await exportCsv();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="products_\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = await fetch(`${api.staff.baseUrl}/api/products/export.csv`, { headers: { cookie: api.staff.sessionCookie! } });
    expect([...new Uint8Array(await bytes.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = parse(answer.text, { bom: true, to: 1 }) as string[][];
    expect(header).toEqual([
      ...["productCode", "name", "slug", "category", "status", "publishAt", "description", "imageUrl", "imageGallery"],
      ...["priceRange", "features", "datasheetUrl", "sdkUrl", "technology", "interface", "certification", "application"],
      ...["rating", "isFeatured", "lifecycle", "discontinuedOn", "supportEndsOn"],
      ...["specifications.1.name", "specifications.1.value", "specifications.2.name", "specifications.2.value"],
      ...["specifications.3.name", "specifications.3.value"],
      ...["specificationValues.Face capacity", "specificationValues.IP rating", "specificationValues.Wi-Fi"],
      "specificationValues.Fingerprint capacity",
    ]);
    const rows = rowsAsWritten(answer.text);
    expect(rows.map((row) => row.productCode)).toEqual(["AB-F300", "FR-900"]);
    expect(rows[1]).toMatchObject({
      name: `'=HYPERLINK("http://evil.example") "quoted", with comma`,
      category: "facial-recognition",
      status: "draft",
      description: "Line one\nLine two, with 中文 and العربية",
      features: "'@ mention-like\nLiveness detection",
      "specifications.1.name": "Working temperature",
      "specifications.1.value": "'-20 °C to 60 °C",
      "specifications.2.value": "''=already quoted",
      "specifications.3.name": "Alpha",
      isFeatured: "true",
      "specificationValues.Face capacity": "50000",
      "specificationValues.IP rating": "IP65",
      "specificationValues.Wi-Fi": "true",
      "specificationValues.Fingerprint capacity": "",
    });
  });

  it("is for staff only; a link followed without a session leads to the sign-in page", async () => {
    expect((await exportCsv(api.visitor)).status).toBe(401);
    const asPage = await api.visitor.request("GET", "/api/products/export.csv", { headers: { "sec-fetch-dest": "document" } });
    expect(asPage.status).toBe(303);
    expect(asPage.headers.get("location")).toBe("/admin/login");
  });
});

describe("POST /api/products/import.csv", () => {
  it("imports its own export back as nothing to change, and writes nothing", async () => {
    const before = await storedRows(api.database);
    const file = (await exportCsv()).text;
    const dryRun = await importCsv(file, { dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toEqual({ dryRun: true, created: 0, updated: 0, unchanged: 2, changes: [], errors: [] });
    const applied = await importCsv(file);
    expect(applied.body).toMatchObject({ dryRun: false, unchanged: 2, changes: [] });
    expect(await storedRows(api.database)).toEqual(before);
  });

  it("reports exactly what an edited file changes, writes nothing on a dry run, then applies it in one go", async () => {
    const exported = (await exportCsv()).text;
    const header = Object.keys(rowsOf(exported)[0]!);
    const [first, second] = rowsOf(exported);
    const edited = csvOf(header, [
      {
        ...first!,
        name: "AB-F300 Fingerprint Reader",
        category: "fingerprint",
        "specifications.1.name": "Capacity",
        "specifications.1.value": "3,000",
      },
      second!,
      {
        productCode: "NEW-1",
        name: "New terminal",
        slug: "new-1",
        category: "fingerprint",
        description: "Brand new",
        features: "One\nTwo",
      },
    ]);
    const before = await storedRows(api.database);
    const report = await importCsv(edited, { dryRun: true });
    expect(report.body).toEqual({
      dryRun: true,
      created: 1,
      updated: 1,
      unchanged: 1,
      changes: [
        { row: 2, productCode: "AB-F300", action: "update", columns: ["name", "category", "specifications"] },
        { row: 4, productCode: "NEW-1", action: "create", columns: [] },
      ],
      errors: [],
    });
    expect(await storedRows(api.database)).toEqual(before);

    expect((await importCsv(edited)).status).toBe(200);
    const [updated] = await api.database.db.select().from(products).where(eq(products.productCode, "AB-F300"));
    expect(updated).toMatchObject({ name: "AB-F300 Fingerprint Reader", specifications: { Capacity: "3,000" } });
    const [created] = await api.database.db.select().from(products).where(eq(products.productCode, "NEW-1"));
    expect(created).toMatchObject({ name: "New terminal", features: ["One", "Two"], status: "published", rating: 5 });
    const logged = await api.database.db.select().from(activityLog).where(eq(activityLog.entityKind, "product"));
    expect(logged.filter((entry) => entry.actorName === "editor1").length).toBeGreaterThanOrEqual(2);
    // Each product written keeps its version, as an edit does (decision 062).
    const versionsOf = async (id: string) => (await api.staff.get<ItemVersionRow[]>(`/api/history/product/${id}`)).body;
    expect((await versionsOf(updated!.id))[0]).toMatchObject({
      actorName: "editor1",
      changes: expect.arrayContaining([{ field: "name", from: expect.any(String), to: "AB-F300 Fingerprint Reader" }]),
    });
    expect((await versionsOf(created!.id)).map((version) => [version.number, version.actorName])).toEqual([[1, "editor1"]]);
    // The import is the new state: exported again, it imports back as nothing to change.
    expect((await importCsv((await exportCsv()).text, { dryRun: true })).body).toMatchObject({ unchanged: 3, changes: [] });
  });

  it("keeps what the file leaves out, clears an optional field left empty, and keeps rating and status left empty", async () => {
    const file = csvOf(
      ["productCode", "technology", "rating", "status"],
      [{ productCode: "FR-900", technology: "", rating: "", status: "" }],
    );
    expect((await importCsv(file)).body).toMatchObject({ changes: [{ row: 2, action: "update", columns: ["technology"] }] });
    const [stored] = await api.database.db.select().from(products).where(eq(products.productCode, "FR-900"));
    expect(stored).toMatchObject({ technology: null, rating: 4, status: "draft", name: trickyProduct().name });
    expect(stored!.specifications).toEqual(trickyProduct().specifications);
  });

  it("sets a product's lifecycle and days, keeps the lifecycle left empty, and names a row whose days the lifecycle lacks", async () => {
    const header = ["productCode", "lifecycle", "discontinuedOn", "supportEndsOn"];
    const retire = csvOf(header, [{ productCode: "AB-F300", lifecycle: "discontinued", discontinuedOn: "2026-03-31", supportEndsOn: "" }]);
    expect((await importCsv(retire)).body).toMatchObject({
      changes: [{ row: 2, action: "update", columns: ["lifecycle", "discontinuedOn"] }],
    });
    const kept = csvOf(header, [{ productCode: "AB-F300", lifecycle: "", discontinuedOn: "2026-03-31", supportEndsOn: "2027-03-31" }]);
    expect((await importCsv(kept)).body).toMatchObject({ changes: [{ row: 2, action: "update", columns: ["supportEndsOn"] }] });
    const [stored] = await api.database.db.select().from(products).where(eq(products.productCode, "AB-F300"));
    expect(stored).toMatchObject({ lifecycle: "discontinued", discontinuedOn: "2026-03-31", supportEndsOn: "2027-03-31" });
    const undated = csvOf(header, [{ productCode: "AB-F300", lifecycle: "", discontinuedOn: "", supportEndsOn: "2027-03-31" }]);
    expect((await importCsv(undated)).body.errors).toEqual([
      { row: 2, column: "discontinuedOn", message: "Discontinued on is required when the product is discontinued" },
    ]);
  });

  it("sets, changes and clears typed values; a field the file leaves out keeps its value", async () => {
    const typed = async () => {
      const answer = await api.staff.get<{ specificationValues: { name: string; value: unknown }[] }>("/api/products/fr-900");
      return Object.fromEntries(answer.body.specificationValues.map((view) => [view.name, view.value]));
    };
    const header = ["productCode", "specificationValues.Face capacity", "specificationValues.Wi-Fi"];
    const change = await importCsv(
      csvOf(header, [{ productCode: "FR-900", "specificationValues.Face capacity": " 60000 ", "specificationValues.Wi-Fi": "" }]),
    );
    expect(change.body).toMatchObject({ changes: [{ row: 2, action: "update", columns: ["specificationValues"] }] });
    expect(await typed()).toEqual({ "Face capacity": 60000, "IP rating": "IP65" });
    const again = csvOf(["productCode", "specificationValues.Wi-Fi"], [{ productCode: "FR-900", "specificationValues.Wi-Fi": "FALSE" }]);
    expect((await importCsv(again)).body).toMatchObject({ updated: 1 });
    expect(await typed()).toEqual({ "Face capacity": 60000, "IP rating": "IP65", "Wi-Fi": false });
    expect((await importCsv(again, { dryRun: true })).body).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it("names a typed value that is not its field's, or not a field of the row's category", async () => {
    const header = [
      "productCode",
      "category",
      "specificationValues.Face capacity",
      "specificationValues.IP rating",
      "specificationValues.Fingerprint capacity",
    ];
    const answer = await importCsv(
      csvOf(header, [
        {
          productCode: "FR-900",
          category: "facial-recognition",
          "specificationValues.Face capacity": "many",
          "specificationValues.IP rating": "IP68",
        },
        { productCode: "AB-F300", category: "fingerprint", "specificationValues.Face capacity": "100" },
      ]),
      { dryRun: true },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 2, column: "specificationValues.Face capacity", message: "Face capacity must be a number" },
      { row: 2, column: "specificationValues.IP rating", message: "IP rating must be one of IP65, IP67" },
      {
        row: 3,
        column: "specificationValues.Face capacity",
        message: '"Face capacity" is not a specification field of the category fingerprint',
      },
    ]);
  });

  it("names every bad row and column, and imports nothing from a file with any", async () => {
    const before = await storedRows(api.database);
    const header = ["productCode", "name", "slug", "category", "description", "rating", "specifications.1.name", "specifications.1.value"];
    const file = csvOf(header, [
      { productCode: "OK-1", name: "Fine", slug: "ok-1", category: "fingerprint", description: "Fine" },
      { productCode: "BAD-1", name: "Bad", slug: "bad-1", category: "no-such-category", description: "x", rating: "7" },
      { productCode: "OK-1", name: "Again", slug: "ok-again", category: "fingerprint", description: "x" },
      { productCode: "BAD-2", name: "", slug: "ab-f300", category: "fingerprint", description: "x" },
      { productCode: "BAD-3", name: "Spec", slug: "bad-3", category: "fingerprint", description: "x", "specifications.1.value": "12" },
      { productCode: "", name: "No code" },
    ]);
    for (const dryRun of [true, false]) {
      const answer = await importCsv(file, { dryRun });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { row: 3, column: "category", message: 'No category has the slug "no-such-category"' },
        { row: 3, column: "rating", message: "Rating must be at most 5" },
        { row: 4, column: "productCode", message: "Product code OK-1 is already on row 2" },
        { row: 5, column: "name", message: "Name is required" },
        { row: 5, column: "slug", message: "Slug ab-f300 belongs to product AB-F300" },
        { row: 6, column: "specifications.1.name", message: "Specification 1 has a value but no name" },
        { row: 7, column: "productCode", message: "Product code is required" },
      ]);
      expect(answer.body.fields).toEqual({ file: 'Row 3, category: No category has the slug "no-such-category"' });
      expect(answer.body.message).toBe(dryRun ? "The file has 7 errors" : "The file has 7 errors; nothing was imported");
    }
    expect(await storedRows(api.database)).toEqual(before);
  });

  it("refuses a header it cannot read, text that is not CSV and bytes that are not UTF-8, naming the file", async () => {
    const header = await importCsv(csvOf(["name", "colour", "specifications.2.value"], []));
    expect(header.body.errors).toEqual([
      { row: 1, column: "colour", message: 'Unknown column "colour"' },
      { row: 1, column: "specifications.2.value", message: 'Column "specifications.2.value" needs its column "specifications.2.name"' },
      { row: 1, column: null, message: 'The file needs a "productCode" column' },
    ]);
    const notCsv = await importCsv('productCode,name\n"AB-1,unclosed\n');
    expect(notCsv.status).toBe(400);
    expect(notCsv.body.fields?.file).toMatch(/^The file is not valid CSV: Quote Not Closed/);
    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x70, 0x72, 0xe9, 0x0a])], "latin1.csv"));
    const latin1 = await api.staff.request<Report>("POST", "/api/products/import.csv", { body: form });
    expect(latin1.body).toEqual({
      message: "The file must be UTF-8 text: save it as CSV UTF-8",
      fields: { file: "The file must be UTF-8 text: save it as CSV UTF-8" },
    });
    expect((await importCsv("")).body.fields).toEqual({ file: "The file is empty" });
  });

  it("is for staff only, and takes POST alone", async () => {
    expect((await importCsv("productCode\nX\n", { client: api.visitor })).status).toBe(401);
    expect((await api.staff.get("/api/products/import.csv")).status).toBe(405);
    expect((await api.staff.post("/api/products/export.csv")).status).toBe(405);
  });
});
