/**
 * A product's lifecycle and its typed relations through the API (decision 058): the dates the
 * lifecycle needs, the list filter and its default, the relations taken and answered, refused
 * when they name no product or the product itself, shown to the public only when published, gone
 * with either product, and recorded in the activity log with the product's edit.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { activityLog, categories, productRelations } from "~/db/schema";
import type { ProductWithValuesRow as Product } from "~/schemas/catalogue/product";
import { expectFieldErrors, staffCreator, useCatalogueApi } from "../../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();
let categoryId: string;

beforeEach(async () => {
  const [category] = await api.database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  categoryId = category!.id;
});

let serial = 0;
const productBody = (overrides: object = {}) => {
  serial += 1;
  return {
    categoryId,
    name: `Reader ${serial}`,
    slug: `reader-${serial}`,
    productCode: `RD-${serial}`,
    description: "A reader",
    ...overrides,
  };
};
const createProduct = staffCreator<Product>(api, "/api/products", productBody);

describe("a product's lifecycle", () => {
  it("is active unless set, and keeps a discontinued product's dates", async () => {
    expect(await createProduct()).toMatchObject({ lifecycle: "active", discontinuedOn: null, supportEndsOn: null });
    const retired = await createProduct(
      productBody({ lifecycle: "discontinued", discontinuedOn: "2026-03-31", supportEndsOn: "2029-03-31" }),
    );
    expect(retired).toMatchObject({ lifecycle: "discontinued", discontinuedOn: "2026-03-31", supportEndsOn: "2029-03-31" });
  });

  it("needs the day a product was discontinued or its support ended, and a support end not before the discontinuation", async () => {
    expectFieldErrors(await api.staff.post("/api/products", productBody({ lifecycle: "discontinued" })), {
      discontinuedOn: "Discontinued on is required when the product is discontinued",
    });
    expectFieldErrors(await api.staff.post("/api/products", productBody({ lifecycle: "out_of_support", supportEndsOn: "" })), {
      supportEndsOn: "Support ends on is required when the product is out of support",
    });
    expectFieldErrors(await api.staff.post("/api/products", productBody({ discontinuedOn: "2026-03-31", supportEndsOn: "2026-01-01" })), {
      supportEndsOn: "Support ends on must not be before Discontinued on",
    });
    expectFieldErrors(await api.staff.post("/api/products", productBody({ lifecycle: "sunset" })), {
      lifecycle: "Lifecycle must be one of active, not_recommended, discontinued, out_of_support",
    });
    expectFieldErrors(await api.staff.post("/api/products", productBody({ discontinuedOn: "31.03.2026" })), {
      discontinuedOn: "Discontinued on must be a date such as 2026-01-31",
    });
  });

  it("is checked on update together with the stored dates the update leaves as they are", async () => {
    const product = await createProduct(productBody({ discontinuedOn: "2026-03-31" }));
    expect((await api.staff.put(`/api/products/${product.id}`, { lifecycle: "discontinued" })).status).toBe(200);
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { discontinuedOn: null }), {
      discontinuedOn: "Discontinued on is required when the product is discontinued",
    });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { lifecycle: "out_of_support" }), {
      supportEndsOn: "Support ends on is required when the product is out of support",
    });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { supportEndsOn: "2025-12-31" }), {
      supportEndsOn: "Support ends on must not be before Discontinued on",
    });
    expect((await api.visitor.get<Product>(`/api/products/${product.slug}`)).body).toMatchObject({ lifecycle: "discontinued" });
  });

  it("filters the list: every lifecycle by default, the ones still offered with `current`, or one", async () => {
    const active = await createProduct();
    const notRecommended = await createProduct(productBody({ lifecycle: "not_recommended" }));
    const discontinued = await createProduct(productBody({ lifecycle: "discontinued", discontinuedOn: "2026-01-31" }));
    const unsupported = await createProduct(productBody({ lifecycle: "out_of_support", supportEndsOn: "2026-02-28" }));
    const listed = async (query: string) => {
      const response = await api.visitor.get<Product[]>(`/api/products${query}`);
      expect(response.status).toBe(200);
      expect(Number(response.headers.get("x-total-count"))).toBe(response.body.length);
      return response.body.map((product) => product.id).sort();
    };
    const all = [active, notRecommended, discontinued, unsupported].map((product) => product.id).sort();
    expect(await listed("")).toEqual(all);
    expect(await listed("?lifecycle=all")).toEqual(all);
    expect(await listed("?lifecycle=current")).toEqual([active.id, notRecommended.id].sort());
    expect(await listed("?lifecycle=discontinued")).toEqual([discontinued.id]);
    // Counted the same with a search and a category, whose counts come from the counted tables.
    expect(await listed("?lifecycle=current&q=reader&category=readers")).toEqual([active.id, notRecommended.id].sort());
    const total = await api.visitor.get("/api/products?lifecycle=current&limit=1");
    expect(total.headers.get("x-total-count")).toBe("2");
    expectFieldErrors(await api.visitor.get("/api/products?lifecycle=retired"), {
      lifecycle: "Lifecycle must be one of all, current, active, not_recommended, discontinued, out_of_support",
    });
  });
});

describe("a product's relations", () => {
  it("are taken on create and update, answered as sent, and replaced as a whole", async () => {
    const terminal = await createProduct();
    const controller = await createProduct();
    const reader = await createProduct(
      productBody({
        relations: [
          { type: "accessory_of", productId: terminal.id },
          { type: "works_with", productId: controller.id },
          { type: "works_with", productId: controller.id },
        ],
      }),
    );
    expect(reader.relations).toHaveLength(2);
    expect(reader.relations).toEqual(
      expect.arrayContaining([
        { type: "accessory_of", productId: terminal.id },
        { type: "works_with", productId: controller.id },
      ]),
    );
    expect((await api.staff.get<Product>(`/api/products/${reader.slug}`)).body.relations).toEqual(reader.relations);
    // Left out, they stay; sent, they replace the stored ones.
    expect((await api.staff.put<Product>(`/api/products/${reader.id}`, { name: "Reader X" })).body.relations).toEqual(reader.relations);
    const replaced = await api.staff.put<Product>(`/api/products/${reader.id}`, {
      relations: [{ type: "replaces", productId: terminal.id }],
    });
    expect(replaced.body.relations).toEqual([{ type: "replaces", productId: terminal.id }]);
    expect((await api.staff.put<Product>(`/api/products/${reader.id}`, { relations: [] })).body.relations).toEqual([]);
  });

  it("refuses a bad id, a product that does not exist, an unknown type and the product itself with 400 naming the field", async () => {
    const product = await createProduct();
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { relations: [{ type: "works_with", productId: "reader-1" }] }), {
      "relations.0.productId": "Related product must be a valid id",
    });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { relations: [{ type: "fits", productId: randomUUID() }] }), {
      "relations.0.type": "Relation type must be one of accessory_of, works_with, replaces",
    });
    expectFieldErrors(
      await api.staff.put(`/api/products/${product.id}`, { relations: [{ type: "works_with", productId: randomUUID() }] }),
      {
        relations: "Choose existing products",
      },
    );
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { relations: [{ type: "replaces", productId: product.id }] }), {
      relations: "A product cannot be related to itself",
    });
    expectFieldErrors(await api.staff.put(`/api/products/${product.id}`, { relations: { type: "works_with" } }), {
      relations: "Relations must be a list",
    });
  });

  it("name only published products to the public, and go with either product", async () => {
    const draft = await createProduct(productBody({ status: "draft" }));
    const published = await createProduct();
    const product = await createProduct(
      productBody({
        relations: [
          { type: "works_with", productId: draft.id },
          { type: "works_with", productId: published.id },
        ],
      }),
    );
    expect((await api.visitor.get<Product>(`/api/products/${product.slug}`)).body.relations).toEqual([
      { type: "works_with", productId: published.id },
    ]);
    expect((await api.staff.get<Product>(`/api/products/${product.slug}`)).body.relations).toHaveLength(2);
    expect((await api.staff.delete(`/api/products/${published.id}`)).status).toBe(204);
    const left = await api.database.db.select().from(productRelations).where(eq(productRelations.productId, product.id));
    expect(left.map((relation) => relation.relatedProductId)).toEqual([draft.id]);
  });

  it("are recorded in the activity log as a change of the product, once per change", async () => {
    const terminal = await createProduct(productBody({ productCode: "AB-FR700" }));
    const reader = await createProduct();
    await api.staff.put(`/api/products/${reader.id}`, { relations: [{ type: "accessory_of", productId: terminal.id }] });
    await api.staff.put(`/api/products/${reader.id}`, { relations: [{ type: "accessory_of", productId: terminal.id }] });
    const entries = await api.database.db.select().from(activityLog).where(eq(activityLog.itemId, reader.id));
    const relationEntries = entries.filter((entry) => entry.changes && "relations" in entry.changes);
    expect(relationEntries).toEqual([
      expect.objectContaining({
        action: "update",
        entityKind: "product",
        actorName: "editor1",
        itemLabel: reader.name,
        changes: { relations: { from: [], to: ["accessory of AB-FR700"] } },
      }),
    ]);
  });
});
