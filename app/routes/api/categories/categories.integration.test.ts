import { describe, expect, it } from "vitest";
import { products } from "~/db/schema";
import type { CategoryRow as Category } from "~/schemas/catalogue/category";
import {
  describeStaffManagedEntity,
  expectFieldErrors,
  expectSlugConflict,
  staffCreator,
  useCatalogueApi,
} from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();

const faceRecognition = {
  name: "Facial Recognition",
  slug: "facial-recognition",
  description: "Face terminals for doors and gates",
  imageUrl: "/uploads/face.webp",
  order: 1,
  translations: { de: { name: "Gesichtserkennung" }, "zh-TW": { name: "人臉識別", description: "門禁與閘機的人臉終端" } },
};

const createCategory = staffCreator<Category>(api, "/api/categories", () => faceRecognition);

describeStaffManagedEntity(api, {
  path: "/api/categories",
  notFoundMessage: "Category not found",
  requiredFieldMessages: { name: "Name is required", slug: "Slug is required" },
  create: createCategory,
  otherBody: () => ({ name: "Smart Locks", slug: "smart-locks" }),
});

describe("GET /api/categories", () => {
  it("lists categories for everyone, by order and then by name", async () => {
    await createCategory({ name: "Smart Locks", slug: "smart-locks", order: 2 });
    await createCategory({ name: "RFID Readers", slug: "rfid-readers", order: 1 });
    await createCategory({ name: "Fingerprint", slug: "fingerprint", order: 1 });
    const response = await api.visitor.get<Category[]>("/api/categories");
    expect(response.status).toBe(200);
    expect(response.body.map((category) => category.slug)).toEqual(["fingerprint", "rfid-readers", "smart-locks"]);
  });
});

describe("POST /api/categories", () => {
  it("creates a category and answers 201 with the stored row", async () => {
    const category = await createCategory();
    expect(category).toEqual({ id: expect.any(String), ...faceRecognition, createdAt: expect.any(String) });
  });

  it("stores the default order 0 and empty optional fields as null, and reads an order typed as text", async () => {
    expect(await createCategory({ name: "Locks", slug: "locks" })).toMatchObject({ order: 0, description: null, imageUrl: null });
    expect(await createCategory({ name: "Readers", slug: "readers", order: "3", description: "" })).toMatchObject({
      order: 3,
      description: null,
    });
  });

  it("ignores unknown fields and never takes the id or dates from the client", async () => {
    const category = await createCategory({
      ...faceRecognition,
      id: "11111111-1111-4111-8111-111111111111",
      createdAt: "2000-01-01",
      colour: "red",
    });
    expect(category.id).not.toBe("11111111-1111-4111-8111-111111111111");
    expect(category.createdAt).not.toContain("2000");
    expect(category).not.toHaveProperty("colour");
  });

  it("names each invalid field: wrong types, too long, a bad slug, a script address, a bad order", async () => {
    const response = await api.staff.post("/api/categories", {
      name: "x".repeat(201),
      slug: "Face Recognition",
      description: 42,
      imageUrl: "javascript:alert(1)",
      order: "first",
    });
    expectFieldErrors(response, {
      name: "Name must be at most 200 characters",
      slug: "Use lower-case letters, digits and single hyphens",
      description: "Description must be text",
      imageUrl: "Image must be an http(s) address or a path starting with /",
      order: "Order must be a number",
    });
    expectFieldErrors(await api.staff.post("/api/categories", { ...faceRecognition, order: 1.5 }), {
      order: "Order must be a whole number",
    });
  });

  it("refuses a slug already in use with 409", async () => {
    await createCategory();
    expectSlugConflict(await api.staff.post("/api/categories", { ...faceRecognition, name: "Another" }));
  });
});

describe("PUT /api/categories/{id}", () => {
  it("replaces the fields sent", async () => {
    const category = await createCategory();
    const changed = { name: "Face ID", slug: "face-id", description: "New", imageUrl: "https://cdn.example.com/a.png", order: 4 };
    const response = await api.staff.put(`/api/categories/${category.id}`, changed);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...category, ...changed });
  });

  it("keeps the fields left out of a partial update, and answers the row unchanged for an empty body", async () => {
    const category = await createCategory();
    expect((await api.staff.put(`/api/categories/${category.id}`, { order: 9 })).body).toEqual({ ...category, order: 9 });
    expect((await api.staff.put(`/api/categories/${category.id}`, {})).body).toEqual({ ...category, order: 9 });
  });

  it("validates like create and refuses another category's slug with 409", async () => {
    const category = await createCategory();
    await createCategory({ name: "Locks", slug: "locks" });
    expectFieldErrors(await api.staff.put(`/api/categories/${category.id}`, { name: "", slug: "-bad-" }), {
      name: "Name is required",
      slug: "Use lower-case letters, digits and single hyphens",
    });
    expectSlugConflict(await api.staff.put(`/api/categories/${category.id}`, { slug: "locks" }));
  });
});

describe("DELETE /api/categories/{id}", () => {
  it("deletes the category's products with it (the database cascades)", async () => {
    const category = await createCategory();
    await api.database.db
      .insert(products)
      .values({ categoryId: category.id, name: "AB-FR700", slug: "ab-fr700", productCode: "AB-FR700", description: "Face terminal" });
    expect((await api.staff.delete(`/api/categories/${category.id}`)).status).toBe(204);
    expect(await api.database.db.select().from(products)).toEqual([]);
  });
});
