/**
 * The public lifecycle page's list (docs/decisions/058-product-lifecycle-and-relations.md): the
 * published products no longer offered, with their dates and the published products replacing them.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { productRelations, products } from "~/db/schema";
import { localizedContent } from "~/lib/content-translations";
import type { Locale } from "~/lib/i18n/locales";
import { RETIRED_LIFECYCLES } from "~/schemas/catalogue/product-lifecycle";
import { publicRows } from "../records/audience.server";

const listedColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  productCode: products.productCode,
  translations: products.translations,
};

export type ReplacementLink = { slug: string; name: string; translations: (typeof products.$inferSelect)["translations"] };

/** A retired product as the lifecycle page lists it. */
export type RetiredProduct = Awaited<ReturnType<typeof retiredRows>>[number] & { replacements: ReplacementLink[] };

const retiredRows = (db: Queryable) =>
  db
    .select({
      ...listedColumns,
      lifecycle: products.lifecycle,
      discontinuedOn: products.discontinuedOn,
      supportEndsOn: products.supportEndsOn,
    })
    .from(products)
    .where(and(publicRows(products), inArray(products.lifecycle, RETIRED_LIFECYCLES)))
    .orderBy(desc(sql`coalesce(${products.discontinuedOn}, ${products.supportEndsOn})`), asc(products.name), asc(products.id));

/** The published discontinued and out-of-support products, the latest retired first, each with its published replacements. */
export async function listRetiredProducts(db: Queryable): Promise<RetiredProduct[]> {
  const retired = await retiredRows(db);
  if (retired.length === 0) return [];
  const replacing = await db
    .select({ replaced: productRelations.relatedProductId, slug: products.slug, name: products.name, translations: products.translations })
    .from(productRelations)
    .innerJoin(products, eq(products.id, productRelations.productId))
    .where(
      and(
        eq(productRelations.type, "replaces"),
        inArray(
          productRelations.relatedProductId,
          retired.map((product) => product.id),
        ),
        publicRows(products),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
  return retired.map((product) => ({
    ...product,
    replacements: replacing.filter((row) => row.replaced === product.id).map(({ replaced: _replaced, ...link }) => link),
  }));
}

/** A retired product's replacements as links in `locale`. */
export function replacementLinks(replacements: ReplacementLink[], locale: Locale): { slug: string; name: string }[] {
  return replacements.map((replacement) => {
    const { slug, name } = localizedContent(replacement, locale, "product");
    return { slug, name };
  });
}

/**
 * The retired products by id, each with its replacements as links in `locale`: what a visitor's
 * quote list says of a product it holds that can no longer be quoted.
 */
export function retiredInQuoteLists(retired: RetiredProduct[], locale: Locale): Record<string, { slug: string; name: string }[]> {
  return Object.fromEntries(retired.map((product) => [product.id, replacementLinks(product.replacements, locale)]));
}
