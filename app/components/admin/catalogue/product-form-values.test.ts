/** The product form's values and rules: every field round-trips; specification rows become the API's object. */
import { describe, expect, it } from "vitest";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";
import { productFormSchema, productFormValues } from "./product-form-values";
import { duplicateSpecificationRows, specificationRowsSchema } from "./product-specifications";

const product: ProductWithValuesRow = {
  id: "0b6a3c1e-2f4d-4c8a-9a51-3c2b1d0e9f71",
  categoryId: "5d8e1f0a-7b6c-4d3e-8f21-0a9b8c7d6e5f",
  name: "AB-FR700 Face Terminal",
  slug: "ab-fr700",
  productCode: "AB-FR700",
  translations: {
    "zh-CN": { name: "AB-FR700 人脸识别终端", features: ["活体检测"] },
    fr: { description: "Un terminal de reconnaissance faciale de 8 pouces." },
  },
  description: "An 8-inch face recognition terminal.",
  imageUrl: "/uploads/fr700.webp",
  imageGallery: ["/uploads/side.webp", "/uploads/wall.webp"],
  priceRange: "$280 - $350",
  specifications: { "Face capacity": "50,000 (1:N)", "IP rating": "IP65" },
  specificationValues: [
    { fieldId: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", name: "Face capacity", unit: "faces", type: "number", value: 50000 },
    { fieldId: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", name: "Wi-Fi", unit: null, type: "boolean", value: true },
  ],
  features: ["Liveness detection"],
  datasheetUrl: "/uploads/fr700.pdf",
  sdkUrl: null,
  technology: "Face Recognition",
  interface: null,
  certification: ["CE", "FCC"],
  application: ["Offices"],
  rating: 4,
  isFeatured: true,
  lifecycle: "discontinued",
  discontinuedOn: "2026-06-30",
  supportEndsOn: "2028-06-30",
  relations: [{ type: "accessory_of", productId: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f" }],
  status: "scheduled",
  publishAt: "2099-03-18T08:00:00.000Z",
  createdAt: "2025-03-18T08:00:00.000Z",
  updatedAt: "2025-03-18T08:00:00.000Z",
};

const issuesOf = (rows: { name: string; value: string }[]) => {
  const parsed = specificationRowsSchema.safeParse(rows);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the product form", () => {
  it("opens a product with every field, and saves it back unchanged", () => {
    const values = productFormValues(product);
    expect(values.specifications).toEqual([
      { name: "Face capacity", value: "50,000 (1:N)" },
      { name: "IP rating", value: "IP65" },
    ]);
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = product;
    // A scheduled product keeps its time; the body sends it as a date-time (JSON makes it ISO text).
    // The typed values (decision 033) go back as the API's map of field name to value.
    expect(productFormSchema.parse(values)).toEqual({
      ...fields,
      specificationValues: { "Face capacity": 50000, "Wi-Fi": true },
      publishAt: new Date(product.publishAt!),
    });
  });

  it("sends the translations typed, without the blank fields and lines, and a language left blank not at all", () => {
    const values = {
      ...productFormValues(product),
      translations: {
        "zh-CN": { name: " 人脸终端 ", description: "", features: ["活体检测", "", " "] },
        fr: { name: "  ", application: [""] },
      },
    };
    expect(productFormSchema.parse(values).translations).toEqual({ "zh-CN": { name: "人脸终端", features: ["活体检测"] } });
    expect(productFormValues(null).translations).toEqual({});
  });

  it("opens a new product with rating 5, not featured, empty lists, and requires the five required fields", () => {
    const values = productFormValues(null);
    expect(values).toMatchObject({ rating: 5, isFeatured: false, features: [], imageGallery: [], specifications: [] });
    // The form shows the first message of each field.
    const firstMessages: Record<string, string> = {};
    for (const issue of productFormSchema.safeParse(values).error?.issues ?? []) firstMessages[issue.path.join(".")] ??= issue.message;
    expect(firstMessages).toEqual({
      categoryId: "Category is required",
      name: "Name is required",
      slug: "Slug is required",
      productCode: "Product code is required",
      description: "Description is required",
    });
  });

  it("stores empty optional texts as null and refuses a rating outside 1 to 5", () => {
    const values = { ...productFormValues(product), priceRange: " ", sdkUrl: "", rating: 6 };
    expect(productFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rating", "Rating must be at most 5"],
    ]);
    expect(productFormSchema.parse({ ...values, rating: 1 })).toMatchObject({ priceRange: null, sdkUrl: null, rating: 1 });
  });

  it("requires the date of a discontinued or out-of-support product, and a support end not before the discontinuation", () => {
    const issues = (change: object) =>
      productFormSchema
        .safeParse({ ...productFormValues(product), ...change })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ discontinuedOn: "" })).toEqual([["discontinuedOn", "Discontinued on is required when the product is discontinued"]]);
    expect(issues({ lifecycle: "out_of_support", supportEndsOn: " " })).toEqual([
      ["supportEndsOn", "Support ends on is required when the product is out of support"],
    ]);
    expect(issues({ supportEndsOn: "2026-01-01" })).toEqual([["supportEndsOn", "Support ends on must not be before Discontinued on"]]);
    expect(issues({ discontinuedOn: "30/06/2026" })).toEqual([["discontinuedOn", "Discontinued on must be a date such as 2026-01-31"]]);
    expect(productFormSchema.parse({ ...productFormValues(product), lifecycle: "active", discontinuedOn: "" })).toMatchObject({
      lifecycle: "active",
      discontinuedOn: null,
    });
  });
});

describe("the specifications rows", () => {
  it("become an object in their order, trimmed, with empty rows dropped", () => {
    const specifications = specificationRowsSchema.parse([
      { name: " Weight ", value: " 1.2 kg " },
      { name: "", value: "  " },
      { name: "Display", value: '8" IPS' },
    ]);
    expect(specifications).toEqual({ Weight: "1.2 kg", Display: '8" IPS' });
    expect(Object.keys(specifications)).toEqual(["Weight", "Display"]);
  });

  it("flag every row whose name another row has, ignoring case and spaces", () => {
    const rows = [
      { name: "Weight", value: "1 kg" },
      { name: "Display", value: "8 inch" },
      { name: " weight", value: "2 kg" },
      { name: "", value: "" },
      { name: "", value: "" },
    ];
    expect(duplicateSpecificationRows(rows)).toEqual(new Set([0, 2]));
    expect(issuesOf(rows)).toEqual([
      ["0.name", "Another specification has this name"],
      ["2.name", "Another specification has this name"],
    ]);
  });

  it("need both a name and a value, within the API's lengths", () => {
    expect(
      issuesOf([
        { name: "", value: "IP65" },
        { name: "IP rating", value: " " },
        { name: "N".repeat(101), value: "V".repeat(1001) },
      ]),
    ).toEqual([
      ["0.name", "Name is required"],
      ["1.value", "Value is required"],
      ["2.name", "Name must be at most 100 characters"],
      ["2.value", "Value must be at most 1000 characters"],
    ]);
  });

  it("are at most 100", () => {
    const rows = Array.from({ length: 101 }, (_, index) => ({ name: `Spec ${index}`, value: "value" }));
    expect(issuesOf(rows)).toEqual([["", "At most 100 specifications"]]);
  });
});
