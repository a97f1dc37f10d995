import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { categories } from "~/db/schema";
import type { ProductRow as Product } from "~/schemas/catalogue/product";
import {
  describeStaffManagedEntity,
  expectFieldErrors,
  expectSlugConflict,
  staffCreator,
  useCatalogueApi,
} from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let categoryId: string;

beforeEach(async () => {
  const [category] = await api.database.db
    .insert(categories)
    .values({ name: "Facial Recognition", slug: "facial-recognition" })
    .returning();
  categoryId = category!.id;
});

/** Every product field of docs/behaviour/admin-area.md §3. */
const fullProduct = () => ({
  categoryId,
  name: "AB-FR700 Face Recognition Terminal",
  slug: "ab-fr700",
  productCode: "AB-FR700",
  description: "An 8-inch face recognition terminal for entrances and turnstiles.",
  imageUrl: "/uploads/fr700.webp",
  imageGallery: ["/uploads/fr700-side.webp", "https://cdn.example.com/fr700-wall.png"],
  priceRange: "$280 - $350",
  specifications: { "Face capacity": "50,000 (1:N)", "IP rating": "IP65" },
  features: ["Binocular liveness detection", "Wiegand and RS485 outputs"],
  datasheetUrl: "/uploads/fr700-datasheet.pdf",
  sdkUrl: "https://downloads.example.com/sdk.zip",
  technology: "Face Recognition",
  interface: "Wiegand / RS485",
  certification: ["CE", "FCC"],
  application: ["Office buildings"],
  rating: 4,
  isFeatured: true,
  lifecycle: "not_recommended",
  discontinuedOn: null,
  supportEndsOn: "2031-12-31",
  status: "published",
  publishAt: null,
  translations: { "zh-CN": { name: "AB-FR700 人脸识别终端", features: ["双目活体检测"] } },
});

const minimalProduct = () => ({
  categoryId,
  name: "AB-F300",
  slug: "ab-f300",
  productCode: "AB-F300",
  description: "Fingerprint terminal",
});

const createProduct = staffCreator<Product>(api, "/api/products", fullProduct);

describeStaffManagedEntity(api, {
  path: "/api/products",
  notFoundMessage: "Product not found",
  requiredFieldMessages: {
    categoryId: "Category is required",
    name: "Name is required",
    slug: "Slug is required",
    productCode: "Product code is required",
    description: "Description is required",
  },
  create: createProduct,
  otherBody: minimalProduct,
});

describe("POST /api/products", () => {
  it("creates a product with every field and answers 201 with the stored row", async () => {
    const product = await createProduct();
    expect(product).toEqual({
      id: expect.any(String),
      ...fullProduct(),
      specificationValues: [],
      relations: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("fills the database defaults for the fields left out: rating 5, not featured, empty lists", async () => {
    expect(await createProduct(minimalProduct())).toMatchObject({
      rating: 5,
      isFeatured: false,
      imageGallery: [],
      features: [],
      certification: [],
      application: [],
      specifications: {},
      imageUrl: null,
      technology: null,
    });
  });

  it("names each invalid field: wrong types, too long, a bad slug, script addresses, out-of-range rating", async () => {
    const response = await api.staff.post("/api/products", {
      ...fullProduct(),
      categoryId: "facial-recognition",
      slug: "AB FR700",
      productCode: "X".repeat(65),
      priceRange: 300,
      imageUrl: "javascript:alert(1)",
      imageGallery: ["/ok.webp", "data:text/html,hi"],
      sdkUrl: "//evil.example.com/sdk.zip",
      features: "face",
      specifications: { Weight: 1.2 },
      rating: 6,
      isFeatured: "yes",
    });
    expectFieldErrors(response, {
      categoryId: "Category must be a valid id",
      slug: "Use lower-case letters, digits and single hyphens",
      productCode: "Product code must be at most 64 characters",
      priceRange: "Price range must be text",
      imageUrl: "Image must be an http(s) address or a path starting with /",
      "imageGallery.1": "Gallery image must be an http(s) address or a path starting with /",
      sdkUrl: "SDK URL must be an http(s) address or a path starting with /",
      features: "feature must be a list",
      "specifications.Weight": "Each specification value must be text",
      rating: "Rating must be at most 5",
      isFeatured: "Featured must be true or false",
    });
  });

  it("bounds the specifications: at most 100, with names of 1 to 100 characters", async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`Spec ${index}`, "value"]));
    expectFieldErrors(await api.staff.post("/api/products", { ...fullProduct(), specifications: tooMany }), {
      specifications: "At most 100 specifications",
    });
    expectFieldErrors(await api.staff.post("/api/products", { ...fullProduct(), specifications: { " ": "blank name" } }), {
      specifications: "Each specification name must be 1 to 100 characters",
    });
  });

  it("refuses a category that does not exist with 400", async () => {
    expectFieldErrors(await api.staff.post("/api/products", { ...fullProduct(), categoryId: randomUUID() }), {
      categoryId: "Choose an existing category",
    });
  });

  it("refuses a slug or a product code already in use with 409 naming the field", async () => {
    await createProduct();
    expectSlugConflict(await api.staff.post("/api/products", { ...fullProduct(), productCode: "AB-FR701" }));
    const sameCode = await api.staff.post("/api/products", { ...fullProduct(), slug: "ab-fr701" });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toEqual({
      message: "This product code is already in use",
      fields: { productCode: "This product code is already in use" },
    });
  });
});

describe("product translations", () => {
  it("stores each language's translated fields without the blank ones, and replaces them on update", async () => {
    const product = await createProduct({
      ...minimalProduct(),
      translations: { fr: { name: " Terminal F300 ", description: "", features: ["Empreinte", " "] }, de: { name: "" } },
    });
    expect(product.translations).toEqual({ fr: { name: "Terminal F300", features: ["Empreinte"] } });
    const updated = await api.staff.put<Product>(`/api/products/${product.id}`, { translations: { ja: { name: "指紋端末" } } });
    expect(updated.body.translations).toEqual({ ja: { name: "指紋端末" } });
    expect((await api.staff.put<Product>(`/api/products/${product.id}`, { name: "AB-F301" })).body.translations).toEqual({
      ja: { name: "指紋端末" },
    });
  });

  it("names the language and field of each bad translation, and refuses a language the site does not have", async () => {
    expectFieldErrors(
      await api.staff.post("/api/products", {
        ...minimalProduct(),
        translations: { "zh-CN": { name: "名".repeat(201), features: "一" }, ar: "نص" },
      }),
      {
        "translations.zh-CN.name": "Name must be at most 200 characters",
        "translations.zh-CN.features": "feature must be a list",
        "translations.ar": "Each language's translations must be an object of fields",
      },
    );
    expectFieldErrors(await api.staff.post("/api/products", { ...minimalProduct(), translations: { en: { name: "x" }, tlh: {} } }), {
      translations: "Translations are for zh-CN, zh-TW, ar, es, fr, de, ja, ko, ru, pt, not en, tlh",
    });
    expectFieldErrors(await api.staff.post("/api/products", { ...minimalProduct(), translations: [] }), {
      translations: "Translations must be an object of languages",
    });
  });
});

describe("GET /api/products/featured", () => {
  it("lists only the featured products", async () => {
    const featured = await createProduct();
    await createProduct(minimalProduct());
    expect((await api.visitor.get("/api/products/featured")).body).toEqual([featured]);
  });
});

describe("PUT /api/products/{id}", () => {
  it("keeps the fields left out of a partial update and replaces those sent", async () => {
    const product = await createProduct();
    const response = await api.staff.put<Product>(`/api/products/${product.id}`, {
      priceRange: "$250 - $300",
      specifications: { Display: '8" IPS' },
      isFeatured: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...product,
      priceRange: "$250 - $300",
      specifications: { Display: '8" IPS' },
      isFeatured: false,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
  });

  it("clears an optional field sent empty", async () => {
    const product = await createProduct();
    expect((await api.staff.put(`/api/products/${product.id}`, { technology: "", datasheetUrl: null })).body).toMatchObject({
      technology: null,
      datasheetUrl: null,
      interface: "Wiegand / RS485",
    });
  });

  it("moves a product to another category, but not to one that does not exist", async () => {
    const product = await createProduct();
    const [locks] = await api.database.db.insert(categories).values({ name: "Smart Locks", slug: "smart-locks" }).returning();
    expect((await api.staff.put(`/api/products/${product.id}`, { categoryId: locks!.id })).body).toMatchObject({ categoryId: locks!.id });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { categoryId: randomUUID() }), {
      categoryId: "Choose an existing category",
    });
  });

  it("validates like create and refuses another product's slug or code with 409", async () => {
    const product = await createProduct();
    await createProduct(minimalProduct());
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { name: " ", rating: 0 }), {
      name: "Name is required",
      rating: "Rating must be at least 1",
    });
    expectSlugConflict(await api.staff.put(`/api/products/${product.id}`, { slug: "ab-f300" }));
    const sameCode = await api.staff.put(`/api/products/${product.id}`, { productCode: "AB-F300" });
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({ fields: { productCode: "This product code is already in use" } });
  });
});
