/** Catalogue categories. Deleting one deletes its products (the foreign key cascades). */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { categories } from "~/db/schema";
import type { CreateCategoryInput, UpdateCategoryInput } from "~/schemas/catalogue/category";
import { entityStore } from "../records/entity-store.server";
import { foundRow } from "../records/row-by-id.server";
import { currentSlugOf } from "../content/publishing/slug-history.server";

export type Category = typeof categories.$inferSelect;

const store = entityStore(categories, { entityName: "Category", kind: "category" });

export function listCategories(db: Queryable): Promise<Category[]> {
  return db.select().from(categories).orderBy(asc(categories.order), asc(categories.name), asc(categories.id));
}

/** The category a product belongs to (every product has one). */
export async function findCategoryById(db: Queryable, id: string): Promise<Category> {
  return foundRow(await db.select().from(categories).where(eq(categories.id, id)).limit(1), "Category not found");
}

/** The current slug of the category that once had `formerSlug` (the catalogue's old filter links), or null. */
export const currentCategorySlug = (db: Queryable, formerSlug: string) => currentSlugOf(db, "category", formerSlug);
export const findCategoryBySlug = (db: Queryable, slug: string) => store.findBySlug(db, slug);
export const createCategory = (db: Queryable, input: CreateCategoryInput) => store.insert(db, input);
export const updateCategory = (db: Queryable, id: string, input: UpdateCategoryInput) => store.update(db, id, input);
export const deleteCategory = (db: Queryable, id: string) => store.remove(db, id);
