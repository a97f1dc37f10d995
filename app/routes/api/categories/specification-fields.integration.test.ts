import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityLog, categories, specificationValues } from "~/db/schema";
import type { ProductWithValuesRow as Product } from "~/schemas/catalogue/product";
import type { SpecificationFieldRow as Field } from "~/schemas/catalogue/specification-field";
import { expectFieldErrors, useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let faceId: string;
let locksId: string;

const FACE_FIELDS = [
  { name: "Face capacity", unit: "faces", type: "number" },
  { name: "IP rating", type: "choice", choices: ["IP54", "IP65", "IP67"] },
  { name: "Wi-Fi", type: "boolean" },
  { name: "Screen", type: "text", translations: { de: { name: "Bildschirm" } } },
];

beforeEach(async () => {
  const [face, locks] = await api.database.db
    .insert(categories)
    .values([
      { name: "Facial Recognition", slug: "facial-recognition" },
      { name: "Smart Locks", slug: "smart-locks" },
    ])
    .returning();
  faceId = face!.id;
  locksId = locks!.id;
});

const fieldsPath = (key: string) => `/api/categories/${key}/specification-fields`;

async function putFields(fields: object[], categoryId = faceId): Promise<Field[]> {
  const response = await api.staff.put<Field[]>(fieldsPath(categoryId), { fields });
  expect(response.status).toBe(200);
  return response.body;
}

async function createProduct(specificationValues: object, slug = "face-pro"): Promise<Product> {
  const response = await api.staff.post<Product>("/api/products", {
    categoryId: faceId,
    name: `Product ${slug}`,
    slug,
    productCode: slug.toUpperCase(),
    description: "A terminal",
    specificationValues,
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe("a category's specification fields", () => {
  it("are replaced by staff as an ordered list and read by everyone by slug or id", async () => {
    const stored = await putFields(FACE_FIELDS);
    expect(stored.map((field) => [field.name, field.type, field.position, field.unit, field.choices])).toEqual([
      ["Face capacity", "number", 0, "faces", []],
      ["IP rating", "choice", 1, null, ["IP54", "IP65", "IP67"]],
      ["Wi-Fi", "boolean", 2, null, []],
      ["Screen", "text", 3, null, []],
    ]);
    expect(stored[3]!.translations).toEqual({ de: { name: "Bildschirm" } });
    expect((await api.visitor.get(fieldsPath("facial-recognition"))).body).toEqual(stored);
    expect((await api.visitor.get(fieldsPath(faceId))).body).toEqual(stored);
    expect((await api.visitor.get(fieldsPath(locksId))).body).toEqual([]);

    const reordered = await putFields([
      { ...FACE_FIELDS[2], id: stored[2]!.id },
      { ...FACE_FIELDS[0], id: stored[0]!.id },
    ]);
    expect(reordered.map((field) => [field.id, field.name, field.position])).toEqual([
      [stored[2]!.id, "Wi-Fi", 0],
      [stored[0]!.id, "Face capacity", 1],
    ]);
  });

  it("names each invalid field: an unknown type, a missing name; duplicate names, a choice without choices, choices on another type", async () => {
    expectFieldErrors(
      await api.staff.put(fieldsPath(faceId), {
        fields: [
          { name: "Colour", type: "colour" },
          { name: "", type: "text" },
        ],
      }),
      { "fields.0.type": "Type must be one of number, text, boolean, choice", "fields.1.name": "Name is required" },
    );
    expectFieldErrors(
      await api.staff.put(fieldsPath(faceId), {
        fields: [
          { name: "Weight", type: "number", choices: ["1"] },
          { name: "weight", type: "number" },
          { name: "IP rating", type: "choice" },
          { name: "Size", type: "choice", choices: ["S", "S"] },
        ],
      }),
      {
        "fields.0.choices": "Only a choice field has choices",
        "fields.1.name": '"weight" is already a field of this category',
        "fields.2.choices": "A choice field needs at least one choice",
        "fields.3.choices": "Each choice must be listed once",
      },
    );
    expect((await api.visitor.get(fieldsPath(faceId))).body).toEqual([]);
  });

  it("answers 404 for an unknown category, 400 for a field id of another category, and 401 without a session", async () => {
    const [lockField] = await putFields([{ name: "Battery", type: "number" }], locksId);
    expect((await api.staff.put(fieldsPath("00000000-0000-4000-8000-000000000000"), { fields: [] })).status).toBe(404);
    expect((await api.visitor.get(fieldsPath("no-such-category"))).status).toBe(404);
    expectFieldErrors(await api.staff.put(fieldsPath(faceId), { fields: [{ ...FACE_FIELDS[0], id: lockField!.id }] }), {
      "fields.0.id": "Not a field of this category",
    });
    expect((await api.visitor.put(fieldsPath(faceId), { fields: FACE_FIELDS })).status).toBe(401);
  });

  it("let kept fields trade names in one change", async () => {
    const [first, second] = await putFields([
      { name: "Width", type: "number" },
      { name: "Height", type: "number" },
    ]);
    const swapped = await putFields([
      { id: first!.id, name: "Height", type: "number" },
      { id: second!.id, name: "Width", type: "number" },
    ]);
    expect(swapped.map((field) => [field.id, field.name])).toEqual([
      [first!.id, "Height"],
      [second!.id, "Width"],
    ]);
  });
});

describe("a product's typed values", () => {
  it("are stored from the product calls, checked against the category's fields, and read with the product", async () => {
    await putFields(FACE_FIELDS);
    const created = await createProduct({ "Face capacity": 3000, "IP rating": "IP65", "Wi-Fi": true, Screen: '5" touch' });
    const expected = [
      { name: "Face capacity", unit: "faces", type: "number", value: 3000 },
      { name: "IP rating", unit: null, type: "choice", value: "IP65" },
      { name: "Wi-Fi", unit: null, type: "boolean", value: true },
      { name: "Screen", unit: null, type: "text", value: '5" touch' },
    ];
    expect(created.specificationValues).toMatchObject(expected);
    expect((await api.visitor.get<Product>("/api/products/face-pro")).body.specificationValues).toMatchObject(expected);
    expect((await api.visitor.get<Product[]>("/api/products")).body[0]!.specificationValues).toMatchObject(expected);

    const updated = await api.staff.put<Product>(`/api/products/${created.id}`, {
      specificationValues: { "Face capacity": 5000, "Wi-Fi": null },
    });
    expect(updated.body.specificationValues).toMatchObject([{ name: "Face capacity", value: 5000 }]);
    const kept = await api.staff.put<Product>(`/api/products/${created.id}`, { name: "Renamed" });
    expect(kept.body.specificationValues).toMatchObject([{ name: "Face capacity", value: 5000 }]);
  });

  it("refuses a value of the wrong type, a choice not offered and a field the category lacks, naming each", async () => {
    await putFields(FACE_FIELDS);
    expectFieldErrors(
      await api.staff.post("/api/products", {
        categoryId: faceId,
        name: "Bad",
        slug: "bad",
        productCode: "BAD",
        description: "Bad values",
        specificationValues: { "Face capacity": "many", "IP rating": "IP99", "Wi-Fi": "yes", Screen: 5, Weight: 3 },
      }),
      {
        "specificationValues.Face capacity": "Face capacity must be a number",
        "specificationValues.IP rating": "IP rating must be one of IP54, IP65, IP67",
        "specificationValues.Wi-Fi": "Wi-Fi must be true or false",
        "specificationValues.Screen": "Screen must be text",
        "specificationValues.Weight": '"Weight" is not a specification field of this product\'s category',
      },
    );
    expect((await api.visitor.get<Product[]>("/api/products")).body).toEqual([]);
  });

  it("keep their field's type: a field with values cannot change type or drop a used choice; removing the field removes them", async () => {
    const fields = await putFields(FACE_FIELDS);
    const product = await createProduct({ "Face capacity": 3000, "IP rating": "IP65" });
    const kept = fields.map(({ id, name, unit, type, choices }) => ({ id, name, unit, type, choices }));
    const typeChange = await api.staff.put(fieldsPath(faceId), { fields: [{ ...kept[0], type: "text" }, ...kept.slice(1)] });
    expect(typeChange.status).toBe(409);
    expect(typeChange.body).toMatchObject({
      fields: { "fields.0.type": expect.stringContaining('"Face capacity" has values in 1 products, so its type cannot change') },
    });
    const choiceDrop = await api.staff.put(fieldsPath(faceId), { fields: [kept[0], { ...kept[1], choices: ["IP54", "IP67"] }] });
    expect(choiceDrop.status).toBe(409);
    expect(choiceDrop.body).toMatchObject({ fields: { "fields.1.choices": 'Products still have "IP65"' } });

    await putFields([kept[1]!, { ...kept[2]!, type: "text" }]);
    expect((await api.visitor.get<Product>(`/api/products/${product.slug}`)).body.specificationValues).toMatchObject([
      { name: "IP rating", value: "IP65" },
    ]);
  });

  it("are dropped when the product moves to another category", async () => {
    await putFields(FACE_FIELDS);
    const product = await createProduct({ "Face capacity": 3000 });
    const moved = await api.staff.put<Product>(`/api/products/${product.id}`, { categoryId: locksId });
    expect(moved.body.specificationValues).toEqual([]);
    expect(await api.database.db.select().from(specificationValues).where(eq(specificationValues.productId, product.id))).toEqual([]);
  });

  it("are recorded in the activity log as changes of the product, with the fields as items of their own", async () => {
    const [field] = await putFields(FACE_FIELDS.slice(0, 1));
    const product = await createProduct({ "Face capacity": 3000 });
    await api.staff.put(`/api/products/${product.id}`, { specificationValues: { "Face capacity": 4000 } });
    await api.staff.put(`/api/products/${product.id}`, { specificationValues: { "Face capacity": 4000 } });
    const entries = await api.database.db.select().from(activityLog);
    expect(entries.filter((entry) => entry.itemId === field!.id)).toMatchObject([
      { action: "create", itemLabel: "Face capacity", actorName: "editor1" },
    ]);
    const valueChanges = entries.filter((entry) => entry.itemId === product.id && entry.changes?.["Face capacity"]);
    expect(valueChanges.map((entry) => entry.changes!["Face capacity"])).toEqual([
      { from: null, to: 3000 },
      { from: 3000, to: 4000 },
    ]);
    expect(valueChanges[0]).toMatchObject({ itemId: product.id, itemLabel: product.name });
  });
});
