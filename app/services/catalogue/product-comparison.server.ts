/**
 * The products of a comparison (decision 033): the published products the address names, in its
 * order, in the page's language, with their category's name and their typed values; the slugs
 * that name no published product are answered as `missing`, so the page can say it left them out.
 */
import { and, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { localizedContent } from "~/lib/content-translations";
import type { Locale } from "~/lib/i18n/locales";
import { publicRows } from "../records/audience.server";
import { specificationValuesOf, type SpecificationValueView } from "./specification-value.server";

export type ComparedProductView = Omit<typeof products.$inferSelect, "translations"> & {
  categoryName: string;
  specificationValues: SpecificationValueView[];
};

export async function productsToCompare(
  db: Queryable,
  slugs: string[],
  locale: Locale,
): Promise<{ products: ComparedProductView[]; missing: string[] }> {
  if (slugs.length === 0) return { products: [], missing: [] };
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.slug, slugs), publicRows(products)));
  const categoryRows = await db
    .select()
    .from(categories)
    .where(
      inArray(
        categories.id,
        rows.map((row) => row.categoryId),
      ),
    );
  const categoryNames = new Map(categoryRows.map((category) => [category.id, localizedContent(category, locale, "category").name]));
  const values = await specificationValuesOf(
    db,
    rows.map((row) => row.id),
    locale,
  );
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const found = slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    return [
      {
        ...localizedContent(row, locale, "product"),
        categoryName: categoryNames.get(row.categoryId) ?? "",
        specificationValues: values.get(row.id) ?? [],
      },
    ];
  });
  return { products: found, missing: slugs.filter((slug) => !bySlug.has(slug)) };
}
