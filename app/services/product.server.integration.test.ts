import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { createTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { listProductFacets, productPageQuery } from "./product.server";

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

it("offers no choices for an empty catalogue", async () => {
  expect(await listProductFacets(database.db)).toEqual({ technologies: [], interfaces: [] });
});

it.runIf(testDatabaseKind() === "postgres")("serves the catalogue search from the trigram index on PostgreSQL", async () => {
  // Names, codes and paragraphs of description that differ from row to row, as a real catalogue's do.
  await database.db.execute(sql`
    insert into ${products} (category_id, name, slug, product_code, description)
    select ${categoryId}, 'Reader ' || md5(i::text), 'reader-' || i, 'RD-' || i,
      (select string_agg('Access reader ' || md5((i * 100 + part)::text), ' ') from generate_series(1, 20) as part)
    from generate_series(1, 2000) as i`);
  // VACUUM also moves the new rows out of the GIN indexes' pending lists (as autovacuum would in
  // production); before that the planner rightly prices the index above a sequential scan.
  await database.db.execute(sql`vacuum analyze ${products}`);

  const plan = (await database.db.execute(sql`explain ${productPageQuery(database.db, { q: "zqxw" })}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const planText = plan.rows.map((row) => Object.values(row).join(" ")).join("\n");
  for (const index of ["products_name_trgm_idx", "products_product_code_trgm_idx", "products_description_trgm_idx"]) {
    expect(planText).toContain(index);
  }
});
