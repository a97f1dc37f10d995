/**
 * The public download center (decision 034): the support page's paged cards with their filters
 * (type, product, platform, words), the products it can filter by, one resource's page with its
 * version history, and the downloads a product page lists. Only published products are named.
 */
import { and, asc, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products, resourceProducts, resources, resourceVersions } from "~/db/schema";
import { PLATFORM_FAMILIES, type PlatformFamily } from "~/lib/download-platforms";
import type { ResourceType } from "~/lib/domain-values";
import type { ListWindow } from "~/lib/server/page-data.server";
import { notFound } from "~/lib/server/http-errors.server";
import { publicRows } from "./audience.server";
import { countedPage, type CountedPage } from "./counted-page.server";
import { isUuid } from "./entity-rows.server";
import { newestFirst, ofType } from "./resource.server";
import { newestVersionFirst, RESOURCE_NOT_FOUND } from "./resource-versions.server";
import { byLikeness, byWords, type SearchText } from "./site-search/site-search.server";
import { SEARCH_SOURCES } from "./site-search/search-sources.server";

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

/** The support page's filters, each optional; `product` is a product's slug. */
export type DownloadFilters = {
  type?: ResourceType;
  product?: string;
  platform?: PlatformFamily;
  search?: SearchText | null;
};

/** Linked to the published product with this slug. */
const forProduct = (slug: string) =>
  exists(
    sql`(select 1 from ${resourceProducts} inner join ${products} on ${products.id} = ${resourceProducts.productId}
      where ${resourceProducts.resourceId} = ${resources.id} and ${products.slug} = ${slug} and ${publicRows(products)})`,
  );

/** A platform text holding the family's word (`~*`, served by the trigram index on platform). */
const onPlatform = (family: PlatformFamily) => sql`${resources.platform} ~* ${`\\m(${PLATFORM_FAMILIES[family].word})\\M`}`;

/** Words in any field or language (full-text index), or a title resembling the text (trigram index). */
function matching(search: SearchText): SQL | undefined {
  const source = SEARCH_SOURCES.resource;
  return or(search.words === null ? undefined : byWords(source, search.words), search.fuzzy ? byLikeness(source, search.text) : undefined);
}

function filtered({ type, product, platform, search }: DownloadFilters): SQL | undefined {
  return and(
    ofType(type),
    product ? forProduct(product) : undefined,
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

/** The published products that have downloads, by name: the product filter's choices. */
export function productsWithDownloads(db: Queryable): Promise<DownloadProduct[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(
      and(
        publicRows(products),
        exists(
          db
            .select({ one: sql`1` })
            .from(resourceProducts)
            .where(eq(resourceProducts.productId, products.id)),
        ),
      ),
    )
    .orderBy(asc(products.name));
}

export type DownloadVersion = Omit<typeof resourceVersions.$inferSelect, "resourceId" | "createdAt" | "updatedAt">;

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
      })
      .from(resourceVersions)
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
