/**
 * The public download center (decision 034): the support page's paged cards with their filters
 * (type, product, platform, words), the product a visitor's typed text names and the products
 * suggested as they type, one resource's page with its version history, and the downloads a
 * product page lists. Only published products are named.
 */
import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { media, products, resourceProducts, resources, resourceVersions } from "~/db/schema";
import { PLATFORM_FAMILIES, type PlatformFamily } from "~/lib/catalogue/download-platforms";
import type { ResourceType } from "~/lib/domain-values";
import type { ListWindow } from "~/lib/server/pages/page-data.server";
import { notFound } from "~/lib/server/http-errors.server";
import { inLocale } from "~/lib/content-translations";
import { publicRows } from "../../records/audience.server";
import { countedPage, type CountedPage } from "../../records/counted-page.server";
import { escapeLikePattern, isUuid } from "../../records/entity-rows.server";
import { newestFirst, ofType } from "./resource.server";
import {
  newestVersionFirst,
  RESOURCE_NOT_FOUND,
  storedFileColumns,
  storedFileOfVersion,
  type ResourceVersion,
} from "./resource-versions.server";
import { byLikeness, byWords, hasTrigrams, type SearchText } from "../../site-search/site-search.server";
import { inLanguage, SEARCH_SOURCES } from "../../site-search/search-sources.server";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locales";
import { MIN_PRODUCT_TEXT, type ProductSuggestion } from "~/lib/catalogue/download-product-filter";

/** What a resource card shows, with the translations of its texts. */
const cardColumns = {
  id: resources.id,
  title: resources.title,
  type: resources.type,
  description: resources.description,
  fileUrl: resources.fileUrl,
  externalUrl: resources.externalUrl,
  version: resources.version,
  fileSize: resources.fileSize,
  platform: resources.platform,
  duration: resources.duration,
  translations: resources.translations,
};

export type ResourceCardRow = { [Key in keyof typeof cardColumns]: (typeof resources.$inferSelect)[Key] };

/** The support page's filters, each optional; `productId` is a published product's (see findDownloadProduct). */
export type DownloadFilters = {
  type?: ResourceType;
  productId?: string;
  platform?: PlatformFamily;
  search?: SearchText | null;
};

/** Linked to the product (the primary key of resource_products). */
const forProduct = (productId: string) =>
  exists(
    sql`(select 1 from ${resourceProducts} where ${resourceProducts.resourceId} = ${resources.id} and ${resourceProducts.productId} = ${productId})`,
  );

/** A platform text holding the family's word (`~*`, served by the trigram index on platform). */
const onPlatform = (family: PlatformFamily) => sql`${resources.platform} ~* ${`\\m(${PLATFORM_FAMILIES[family].word})\\M`}`;

/** Words in any field or language (full-text index), or a title resembling the text (trigram index). */
function matching(search: SearchText): SQL | undefined {
  const source = SEARCH_SOURCES.resource;
  return or(byWords(source, search.words), and(hasTrigrams(search.text), byLikeness(source, search.text)));
}

function filtered({ type, productId, platform, search }: DownloadFilters): SQL | undefined {
  return and(
    ofType(type),
    productId ? forProduct(productId) : undefined,
    platform ? onPlatform(platform) : undefined,
    search ? matching(search) : undefined,
  );
}

/** A window of the support page's cards, newest first, filtered, with their total. */
export function listResourcePage(
  db: Queryable,
  { limit, offset, ...filters }: ListWindow & DownloadFilters,
): Promise<CountedPage<ResourceCardRow>> {
  const where = filtered(filters);
  return countedPage(
    db,
    resources,
    where,
    db
      .select(cardColumns)
      .from(resources)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  );
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  productCode: products.productCode,
  translations: products.translations,
};
export type DownloadProduct = { [Key in keyof typeof productColumns]: (typeof products.$inferSelect)[Key] };

/** The products some resource is linked to, as an array of ids: the planner probes the primary key for each. */
const linkedProduct = sql`${products.id} = any(array(select distinct ${resourceProducts.productId} from ${resourceProducts}))`;

/** A product's name in English and in the visitor's language (the same for English). */
const namesOf = (locale: Locale) => [
  products.name,
  ...(locale === DEFAULT_LOCALE ? [] : [inLanguage(products, products.name, "name", locale)]),
];

/**
 * The published product a visitor's product filter names: by slug (the address product pages
 * and older links use) or code, else by exact name (English or the visitor's language) of a
 * product with downloads, whatever the case. Null when none does. Slug and code are indexed
 * (unique index, trigram index); only a text that is neither looks at names, of the products
 * with downloads only (a name has no index of its own, and a common word fills thousands).
 */
export async function findDownloadProduct(db: Queryable, raw: string, locale: Locale): Promise<DownloadProduct | null> {
  const text = raw.trim();
  if (text === "") return null;
  const bySlug = eq(products.slug, text);
  const first = (condition: SQL | undefined, ...order: SQL[]) =>
    db
      .select(productColumns)
      .from(products)
      .where(and(publicRows(products), condition))
      .orderBy(...order, asc(products.name))
      .limit(1)
      .then(([found]) => found);
  if (text.length < MIN_PRODUCT_TEXT) return (await first(bySlug)) ?? null;
  const byName = or(...namesOf(locale).map((name) => sql`lower(${name}) = lower(${text})`));
  return (
    (await first(or(bySlug, sql`${products.productCode} ilike ${escapeLikePattern(text)}`), desc(bySlug))) ??
    (await first(and(linkedProduct, byName))) ??
    null
  );
}

/** How many products a suggestion list offers, and how many matches it chooses them from. */
export const PRODUCT_SUGGESTIONS = 8;
const SUGGESTION_WINDOW = 50;

/**
 * Products to suggest as a visitor types into the product filter, as choices (code, name in the
 * visitor's language): published ones with downloads whose code or name (English or the
 * visitor's language) holds the text, those starting with it first, then by name. Only products
 * with downloads are read (the links, a fiftieth of the catalogue in the bulk content), each
 * checked on its plain columns, and the first SUGGESTION_WINDOW matches are ranked.
 */
export async function suggestDownloadProducts(db: Queryable, raw: string, locale: Locale): Promise<ProductSuggestion[]> {
  const text = raw.trim();
  if (text.length < MIN_PRODUCT_TEXT) return [];
  const pattern = `%${escapeLikePattern(text)}%`;
  const holding = (column: SQL | AnyPgColumn) => sql`${column} ilike ${pattern}`;
  const matches = await db
    .select(productColumns)
    .from(products)
    .where(and(linkedProduct, publicRows(products), or(...[products.productCode, ...namesOf(locale)].map(holding))))
    .limit(SUGGESTION_WINDOW);
  const start = text.toLowerCase();
  const startsWith = (value: string) => value.toLowerCase().startsWith(start);
  return matches
    .map(inLocale(locale, "product"))
    .map((product) => ({
      value: product.productCode,
      label: product.name,
      first: startsWith(product.name) || startsWith(product.productCode),
    }))
    .sort((a, b) => Number(b.first) - Number(a.first) || a.label.localeCompare(b.label))
    .slice(0, PRODUCT_SUGGESTIONS)
    .map(({ value, label }) => ({ value, label }));
}

export type DownloadVersion = Omit<ResourceVersion, "resourceId" | "createdAt" | "updatedAt" | "minimumFirmwareId" | "productIds">;

/** One resource's page: its card, its published products and every version, newest first. */
export async function findDownload(
  db: Queryable,
  id: string | undefined,
): Promise<{ resource: ResourceCardRow; products: DownloadProduct[]; versions: DownloadVersion[] }> {
  if (id === undefined || !isUuid(id)) throw notFound(RESOURCE_NOT_FOUND);
  const [resource] = await db.select(cardColumns).from(resources).where(eq(resources.id, id));
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  const [linked, versions] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .innerJoin(resourceProducts, eq(resourceProducts.productId, products.id))
      .where(and(eq(resourceProducts.resourceId, id), publicRows(products)))
      .orderBy(asc(products.name)),
    db
      .select({
        id: resourceVersions.id,
        version: resourceVersions.version,
        releaseNotes: resourceVersions.releaseNotes,
        releasedOn: resourceVersions.releasedOn,
        fileUrl: resourceVersions.fileUrl,
        externalUrl: resourceVersions.externalUrl,
        fileSize: resourceVersions.fileSize,
        releaseTrack: resourceVersions.releaseTrack,
        ...storedFileColumns,
      })
      .from(resourceVersions)
      .leftJoin(media, storedFileOfVersion)
      .where(eq(resourceVersions.resourceId, id))
      .orderBy(...newestVersionFirst),
  ]);
  return { resource, products: linked, versions };
}

/** A product page's downloads: the resources linked to it, newest first. */
export function productDownloads(db: Queryable, productId: string): Promise<ResourceCardRow[]> {
  return db
    .select(cardColumns)
    .from(resources)
    .where(
      inArray(
        resources.id,
        db.select({ id: resourceProducts.resourceId }).from(resourceProducts).where(eq(resourceProducts.productId, productId)),
      ),
    )
    .orderBy(...newestFirst);
}
