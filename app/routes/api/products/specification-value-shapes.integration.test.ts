/**
 * A product's typed values are written in the shape its GET answers them, a list naming each field
 * by id, as well as by field name; a category's fields in the bare list their GET answers as well as
 * under `fields` (docs/decisions/045-one-shape-per-field.md).
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { ProductWithValuesRow as Product } from "~/schemas/catalogue/product";
import type { SpecificationFieldRow as Field } from "~/schemas/catalogue/specification-field";
import { expectFieldErrors, useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let categoryId: string;
/** The category's fields by name. */
let fields: Record<string, Field>;

const fieldsPath = () => `/api/categories/${categoryId}/specification-fields`;

beforeEach(async () => {
  const category = await api.staff.post<{ id: string }>("/api/categories", { name: "Facial Recognition", slug: "facial-recognition" });
  categoryId = category.body.id;
  // The bare list, as the fields' GET answers it.
  const stored = await api.staff.put<Field[]>(fieldsPath(), [
    { name: "Face capacity", unit: "faces", type: "number" },
    { name: "IP rating", type: "choice", choices: ["IP54", "IP65", "IP67"] },
    { name: "Wi-Fi", type: "boolean" },
    { name: "Screen", type: "text" },
  ]);
  expect(stored.status).toBe(200);
  fields = Object.fromEntries(stored.body.map((field) => [field.name, field]));
});

const valuesOf = async (slug: string) =>
  (await api.visitor.get<Product>(`/api/products/${slug}`)).body.specificationValues.map(({ name, value }) => [name, value]);

async function createProduct(specificationValues: unknown): Promise<Product> {
  const response = await api.staff.post<Product>("/api/products", {
    categoryId,
    name: "Face Pro",
    slug: "face-pro",
    productCode: "FACE-PRO",
    description: "A terminal",
    specificationValues,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe("a product's typed values as a list", () => {
  it("are taken by POST and PUT as GET answers them, by field id, the entries' read-only parts their fields'", async () => {
    const product = await createProduct([
      { fieldId: fields["Face capacity"]!.id, value: 3000 },
      { fieldId: fields["Wi-Fi"]!.id, value: true },
    ]);
    expect(await valuesOf("face-pro")).toEqual([
      ["Face capacity", 3000],
      ["Wi-Fi", true],
    ]);

    const read = (await api.staff.get<Product>("/api/products/face-pro")).body;
    expect(read.specificationValues[0]).toEqual({
      fieldId: fields["Face capacity"]!.id,
      name: "Face capacity",
      unit: "faces",
      type: "number",
      value: 3000,
    });
    const [capacity, wifi] = read.specificationValues;
    const written = await api.staff.put<Product>(`/api/products/${product.id}`, {
      ...read,
      specificationValues: [
        { ...capacity, value: 5000 },
        { ...wifi, value: null },
        { fieldId: fields["IP rating"]!.id, name: " IP rating ", unit: "", value: "IP65" },
      ],
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(await valuesOf("face-pro")).toEqual([
      ["Face capacity", 5000],
      ["IP rating", "IP65"],
    ]);

    // A field left out has no value, as in the object shape.
    await api.staff.put(`/api/products/${product.id}`, { specificationValues: [{ fieldId: fields["Screen"]!.id, value: "7 inch" }] });
    expect(await valuesOf("face-pro")).toEqual([["Screen", "7 inch"]]);
  });

  it("are refused, each named, for a value its field does not take, a field of no category's, a field twice and read-only parts that differ", async () => {
    const product = await createProduct({ "Face capacity": 3000 });
    const unknownId = "00000000-0000-4000-8000-000000000000";
    expectFieldErrors(
      await api.staff.put(`/api/products/${product.id}`, {
        specificationValues: [
          { fieldId: fields["Face capacity"]!.id, value: "many" },
          { fieldId: unknownId, value: 1 },
          { fieldId: fields["Wi-Fi"]!.id, value: true },
          { fieldId: fields["Wi-Fi"]!.id, value: false },
          { fieldId: fields["IP rating"]!.id, name: "IP class", value: "IP65" },
          { fieldId: fields["Screen"]!.id, unit: "in", type: "number", value: "7" },
        ],
      }),
      {
        "specificationValues.0.value": "Face capacity must be a number",
        "specificationValues.1.fieldId": `${unknownId} is not a specification field of this product's category`,
        "specificationValues.3.value": "Wi-Fi is given more than once",
        "specificationValues.4.name": `IP rating's name is "IP rating", not "IP class": it is read-only here, set on the category's specification fields`,
        "specificationValues.5.unit": `Screen's unit is null, not "in": it is read-only here, set on the category's specification fields`,
        "specificationValues.5.type": `Screen's type is "text", not "number": it is read-only here, set on the category's specification fields`,
      },
    );
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { specificationValues: [{ value: 1 }, 5] }), {
      "specificationValues.0.fieldId": "Field must be a valid id",
      "specificationValues.1": "Each typed specification must be an object with fieldId and value",
    });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { specificationValues: "Face capacity: 3000" }), {
      specificationValues: "Typed specifications must be a list of { fieldId, value } or an object of field names and values",
    });
    expect(await valuesOf("face-pro")).toEqual([["Face capacity", 3000]]);
  });
});

describe("a product's typed values by name", () => {
  it("are refused, not stored twice, when two names are one field's", async () => {
    const product = await createProduct({ "Face capacity": 3000 });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { specificationValues: { "Wi-Fi": true, " Wi-Fi": false } }), {
      "specificationValues. Wi-Fi": "Wi-Fi is given more than once",
    });
    expect(await valuesOf("face-pro")).toEqual([["Face capacity", 3000]]);
  });
});

describe("a category's fields as a bare list", () => {
  it("are judged as under `fields`, errors naming fields.N", async () => {
    expectFieldErrors(
      await api.staff.put(fieldsPath(), [
        { name: "", type: "text" },
        { name: "Colour", type: "colour" },
      ]),
      {
        "fields.0.name": "Name is required",
        "fields.1.type": "Type must be one of number, text, boolean, choice",
      },
    );
    expectFieldErrors(await api.staff.put(fieldsPath(), "Face capacity"), { body: "Send the fields as a list, or as { fields: [...] }" });
  });
});
