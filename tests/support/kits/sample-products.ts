/** Catalogue rows for tests that need products to exist (inquiries refer to them). */
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";

export async function createSampleProducts(db: Database, codes: string[]) {
  const [category] = await db
    .insert(categories)
    .values({ name: "Sample category", slug: `sample-${crypto.randomUUID()}` })
    .returning();
  return db
    .insert(products)
    .values(
      codes.map((code) => ({
        categoryId: category!.id,
        name: `Terminal ${code}`,
        slug: code.toLowerCase(),
        productCode: code,
        description: `Sample product ${code}`,
      })),
    )
    .returning();
}
