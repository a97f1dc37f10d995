/** Reading the product catalogue. */
import { asc, desc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products } from "~/db/schema";

export type Product = typeof products.$inferSelect;

export function listProducts(db: Queryable): Promise<Product[]> {
  return db.select().from(products).orderBy(desc(products.createdAt), asc(products.name));
}

export function listFeaturedProducts(db: Queryable): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.isFeatured, true))
    .orderBy(desc(products.createdAt), asc(products.name));
}
