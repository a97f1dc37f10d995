import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, productSearchTexts, products } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../../tests/support/servers/test-database";
import {
  listFeaturedProducts,
  listProductFacets,
  listProducts,
  productCountQuery,
  productPageQuery,
  type ProductFilters,
} from "./product.server";
import { analyzeTables, measurePlan } from "../../../tests/support/checks/query-plan";
import { throughIndexes } from "../records/through-indexes.server";

let database: DatabaseHandle;
let categoryId: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(categories);
  const [category] = await database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  categoryId = category!.id;
});

const product = (index: number, fields: Partial<typeof products.$inferInsert> = {}) => ({
  categoryId,
  name: `Reader ${index}`,
  slug: `reader-${index}`,
  productCode: `RD-${index}`,
  description: `Access reader model ${index}`,
  ...fields,
});

it("offers each distinct non-empty technology and interface once, sorted", async () => {
  await database.db
    .insert(products)
    .values([
      product(1, { technology: "RFID", interface: "Wiegand" }),
      product(2, { technology: "Face Recognition", interface: "Wiegand" }),
      product(3, { technology: "RFID", interface: "" }),
      product(4, { technology: null, interface: "RS485" }),
    ]);
  expect(await listProductFacets(database.db)).toEqual({
    technologies: ["Face Recognition", "RFID"],
    interfaces: ["RS485", "Wiegand"],
  });
});

it("offers the choices of retired products only with lifecycle all, as the catalogue lists them (decision 058)", async () => {
  const retired = { discontinuedOn: "2025-06-30" } as const;
  await database.db
    .insert(products)
    .values([
      product(1, { technology: "RFID", interface: "Wiegand" }),
      product(2, { technology: "RFID", interface: "RS485", lifecycle: "discontinued", ...retired }),
      product(3, { technology: "Palm", interface: "OSDP", lifecycle: "out_of_support", ...retired, supportEndsOn: "2026-01-01" }),
      product(4, { technology: "Face Recognition", interface: "Wiegand", lifecycle: "not_recommended" }),
      product(5, { technology: "Iris", interface: "USB", status: "draft" }),
    ]);
  expect(await listProductFacets(database.db, "current")).toEqual({
    technologies: ["Face Recognition", "RFID"],
    interfaces: ["Wiegand"],
  });
  expect(await listProductFacets(database.db, "all")).toEqual({
    technologies: ["Face Recognition", "Palm", "RFID"],
    interfaces: ["OSDP", "RS485", "Wiegand"],
  });
});

it("offers no choices for an empty catalogue", async () => {
  expect(await listProductFacets(database.db)).toEqual({ technologies: [], interfaces: [] });
});

const READERS = 2000;

/**
 * 2,000 products with names, codes and paragraphs of description that differ from row to row, as
 * a real catalogue's do (or one short description, quicker to index, for tests that do not
 * search); every fifth one a draft. Their statistics are then brought up to date: VACUUM also
 * moves the new rows out of the GIN indexes' pending lists (as autovacuum would in production);
 * before that the planner rightly prices the index above a sequential scan.
 */
async function insertReaders({ searched = true } = {}) {
  const description = searched
    ? sql`(select string_agg('Access reader ' || md5((i * 100 + part)::text), ' ') from generate_series(1, 20) as part)`
    : sql`'Access reader'`;
  await database.db.execute(sql`
    insert into ${products} (category_id, name, slug, product_code, description, status)
    select ${categoryId}, 'Reader ' || md5(i::text), 'reader-' || i, 'RD-' || i, ${description},
      case when i % 5 = 0 then 'draft' else 'published' end
    from generate_series(1, ${READERS}) as i`);
  await analyzeTables(database.db, ["products"]);
}

it.runIf(testDatabaseKind() === "postgres")("serves the catalogue search from the trigram indexes on PostgreSQL", async () => {
  await insertReaders();

  // No product holds "zqxw" (the names and descriptions are hexadecimal): the trigram indexes
  // of the name, code and description say so without a product being read.
  const plan = await measurePlan(database.db, productPageQuery(database.db, { q: "zqxw" }));
  expect(plan.rowsRead("products"), plan.text).toBe(0);
});

it("counts a broad text search from the search texts' trigram index, not by reading every product", async () => {
  // Every description matches "access": the planner would scan the table, matching the pattern against each one.
  await insertReaders();
  await analyzeTables(database.db, ["product_search_texts"]);

  for (const filters of [{ q: "access" }, { q: "access", category: "readers" }]) {
    const plan = await throughIndexes(database.db, (db) => measurePlan(db, productCountQuery(db, filters)));
    expect(plan.rowsRead("products"), plan.text).toBe(0);
    expect(plan.scansOf("product_search_texts"), plan.text).not.toContain("Seq Scan");
    expect((await listProducts(database.db, { ...filters, limit: 1 })).total).toBe(READERS * 0.8);
  }
});

it("counts a search exactly as it pages it, through every change to the products", async () => {
  const [locks] = await database.db.insert(categories).values({ name: "Locks", slug: "locks" }).returning();
  const searches: ProductFilters[] = [
    { q: "palm" },
    { q: "PALM VEIN" },
    { q: "Ünïcode" },
    { q: "pv-" },
    { q: "50%" },
    { q: "reader\x1fpv" },
    { q: "palm", category: "locks" },
    { q: "palm", category: "readers" },
  ];
  const expectCountsRight = async () => {
    for (const filters of searches) {
      const { products: page, total } = await listProducts(database.db, { ...filters, limit: 100 });
      expect(total, JSON.stringify(filters)).toBe(page.length);
    }
  };

  await database.db
    .insert(products)
    .values([
      product(1, { name: "Palm vein reader", productCode: "PV-1" }),
      product(2, { description: "Reads palm veins, 50% faster; ÜNÏCODE text" }),
      product(3, { categoryId: locks!.id, name: "Palm lock" }),
      product(4, { status: "draft", name: "Palm draft" }),
    ]);
  await expectCountsRight();
  expect((await listProducts(database.db, { q: "palm", limit: 1 })).total).toBe(3);

  // Renamed, moved to another category, published and unpublished, one statement at a time.
  await database.db.update(products).set({ name: "Iris reader" }).where(eq(products.slug, "reader-1"));
  await database.db.update(products).set({ categoryId: categoryId }).where(eq(products.slug, "reader-3"));
  await database.db.update(products).set({ status: "published" }).where(eq(products.slug, "reader-4"));
  await database.db.update(products).set({ status: "draft" }).where(eq(products.slug, "reader-2"));
  await expectCountsRight();
  expect((await listProducts(database.db, { q: "palm", category: "readers", limit: 1 })).total).toBe(2);

  await database.db.delete(products).where(eq(products.slug, "reader-3"));
  await expectCountsRight();
  expect(await database.db.select().from(productSearchTexts)).toHaveLength(3);
});

it("reads the featured products from their own index, not from every product", async () => {
  await insertReaders({ searched: false });
  await database.db
    .update(products)
    .set({ isFeatured: true })
    .where(inArray(products.slug, ["reader-1", "reader-2"]));
  await analyzeTables(database.db, ["products"]);

  const plan = await measurePlan(database.db, listFeaturedProducts(database.db));
  expect(plan.rowsRead("products"), plan.text).toBeLessThanOrEqual(2);
  expect((await listFeaturedProducts(database.db)).map((product) => product.slug).sort()).toEqual(["reader-1", "reader-2"]);
});

/** What listProducts reports against what counting the products themselves gives, for each filter. */
async function totalsReported(filters: ProductFilters[]) {
  return Promise.all(filters.map(async (filter) => (await listProducts(database.db, { ...filter, limit: 1 })).total));
}

async function totalsCounted(filters: ProductFilters[]) {
  const rows = await database.db.select().from(products);
  const category = await database.db.select().from(categories);
  const slugOf = new Map(category.map((row) => [row.id, row.slug]));
  return filters.map(
    (filter) =>
      rows.filter(
        (row) =>
          (!filter.category || slugOf.get(row.categoryId) === filter.category) &&
          (!filter.technology || row.technology === filter.technology) &&
          (!filter.interface || row.interface === filter.interface) &&
          (filter.featured === undefined || row.isFeatured === filter.featured),
      ).length,
  );
}

it("keeps the catalogue's totals and choices right through inserts, updates, deletes and a category's removal", async () => {
  const [locks] = await database.db.insert(categories).values({ name: "Locks", slug: "locks" }).returning();
  const filters: ProductFilters[] = [
    {},
    { category: "readers" },
    { category: "locks" },
    { technology: "RFID" },
    { interface: "Wiegand" },
    { featured: true },
    { category: "readers", technology: "RFID", featured: false },
  ];
  const expectTotalsRight = async () => expect(await totalsReported(filters)).toEqual(await totalsCounted(filters));

  await database.db
    .insert(products)
    .values([
      product(1, { technology: "RFID", interface: "Wiegand" }),
      product(2, { technology: "RFID", interface: "Wiegand", isFeatured: true }),
      product(3, { technology: null, interface: "" }),
      product(4, { categoryId: locks!.id, technology: "Smart Lock", interface: "Bluetooth" }),
    ]);
  await expectTotalsRight();
  expect(await totalsReported([{}])).toEqual([4]);

  // One statement changing several rows, some of them across combinations.
  await database.db.update(products).set({ technology: "Face Recognition" }).where(eq(products.interface, "Wiegand"));
  await database.db.update(products).set({ categoryId: locks!.id, isFeatured: true }).where(eq(products.slug, "reader-3"));
  await expectTotalsRight();
  expect(await listProductFacets(database.db)).toEqual({
    technologies: ["Face Recognition", "Smart Lock"],
    interfaces: ["Bluetooth", "Wiegand"],
  });

  await database.db.delete(products).where(eq(products.slug, "reader-1"));
  await expectTotalsRight();

  // Deleting a category deletes its products (ON DELETE CASCADE), and their counts with them.
  await database.db.delete(categories).where(eq(categories.id, locks!.id));
  await expectTotalsRight();
  expect(await listProductFacets(database.db)).toEqual({ technologies: ["Face Recognition"], interfaces: ["Wiegand"] });

  await database.db.delete(products);
  expect(await totalsReported(filters)).toEqual(filters.map(() => 0));
  expect(await listProductFacets(database.db)).toEqual({ technologies: [], interfaces: [] });
});

it("counts a text search by its matches, together with the other filters", async () => {
  await database.db
    .insert(products)
    .values([
      product(1, { name: "Palm vein reader", technology: "Palm" }),
      product(2, { description: "Reads palm veins", technology: "Palm", isFeatured: true }),
      product(3, { technology: "Palm" }),
    ]);
  expect(await totalsReported([{ q: "palm" }, { q: "palm", featured: true }, { q: "VEIN READER" }, { q: "absent" }])).toEqual([2, 1, 1, 0]);
});

it("pages the catalogue, whole or by category, through its newest-first indexes", async () => {
  await insertReaders({ searched: false });

  for (const filters of [{}, { category: "readers" }]) {
    const plan = await measurePlan(database.db, productPageQuery(database.db, { ...filters, limit: 12 }));
    // The page is read in order from an index: a dozen rows read (a few more where a scan turns
    // drafts away), none sorted but the page's own, never the 2,000.
    expect(plan.rowsRead("products"), plan.text).toBeLessThanOrEqual(24);
    expect(plan.rowsSorted, plan.text).toBeLessThanOrEqual(12);
  }
});
