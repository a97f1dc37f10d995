/**
 * What the sitemap lists: the fixed pages with the date their content last changed, and every
 * published product, solution and news article (no draft, nothing scheduled) and every resource's
 * page in the download center (/support/{id}, decision 034) with its date of change. A small site is one sitemap; a larger one an index of parts of at most
 * SITEMAP_PART_SIZE items. Items are read a part at a time, in the order they were created (so
 * that new ones land in the last part), selecting only the slug and the date: a catalogue of
 * 100,000 products is never loaded at once.
 */
import { asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import {
  certificates,
  companyInfo,
  distributors,
  heroSlides,
  newsArticles,
  products,
  resources,
  securityAdvisories,
  solutions,
} from "~/db/schema";
import { publicRows } from "../records/audience.server";
import type { SitemapPage } from "~/lib/seo/sitemap-xml";

const ITEM_KINDS = ["products", "solutions", "news", "support", "security"] as const;
type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * Items in one part. Each is listed in the 11 languages with 12 alternates each: 11,000
 * addresses (the protocol allows 50,000) and, even with 200-character slugs, about 42 MB (of 50 MB).
 */
export const SITEMAP_PART_SIZE = 1000;

/** The fixed pages (paths without a language prefix), in the header's order, then the footer's Where to Buy and Certifications. */
const FIXED_PAGES = [
  "/",
  "/solutions",
  "/solutions-software",
  "/products",
  "/news",
  "/customization",
  "/support",
  "/about",
  "/contact",
  "/where-to-buy",
  "/security",
  "/security/report",
  "/lifecycle",
  "/certifications",
];

/** The public pages the sitemap leaves out: those not for search engines (`noindex`) and /resources, the support page's other address. */
export const PAGES_NOT_IN_SITEMAP = ["/compare", "/search", "/resources"];

/** A timestamp computed in SQL, read as a Date (the drivers hand it over as text). */
const asDate = (value: unknown) => new Date(value as string);

/** A news article changes when it appears, too: one written ahead of its date is new on that date. */
const newsLastModified = sql<Date>`greatest(${newsArticles.publishedAt}, ${newsArticles.updatedAt})`.mapWith(asDate);

type ItemSource = { table: PgTable; path: string; slug: PgColumn; lastModified: SQL<Date>; order: PgColumn[]; visible(): SQL | undefined };

/** Products and solutions: the published rows are public, each changing with its `updatedAt`. */
const whenPublished = (table: typeof products | typeof solutions, path: string): ItemSource => ({
  table,
  path,
  slug: table.slug,
  lastModified: sql<Date>`${table.updatedAt}`.mapWith(asDate),
  order: [table.createdAt, table.id],
  visible: () => publicRows(table),
});

const SOURCES: Record<ItemKind, ItemSource> = {
  products: whenPublished(products, "/products"),
  solutions: whenPublished(solutions, "/solutions"),
  news: {
    table: newsArticles,
    path: "/news",
    slug: newsArticles.slug,
    lastModified: newsLastModified,
    order: [newsArticles.createdAt, newsArticles.id],
    visible: () => publicRows(newsArticles),
  },
  // A resource's page is addressed by its id; every resource is public. Its versions and links
  // change the resource's updatedAt.
  support: {
    table: resources,
    path: "/support",
    slug: resources.id,
    lastModified: sql<Date>`${resources.updatedAt}`.mapWith(asDate),
    order: [resources.createdAt, resources.id],
    visible: () => undefined,
  },
  // An advisory's page is addressed by its code (decision 059).
  security: {
    table: securityAdvisories,
    path: "/security",
    slug: securityAdvisories.code,
    lastModified: sql<Date>`${securityAdvisories.updatedAt}`.mapWith(asDate),
    order: [securityAdvisories.createdAt, securityAdvisories.id],
    visible: () => eq(securityAdvisories.status, "published"),
  },
};

/** The pages the sitemap lists as the route config's patterns: the fixed pages, then each kind's items (`/products/:item`). */
export const sitemapPagePatterns = (): string[] => [...FIXED_PAGES, ...ITEM_KINDS.map((kind) => `${SOURCES[kind].path}/:item`)];

async function countItems(db: Queryable, kind: ItemKind): Promise<number> {
  const { table, visible } = SOURCES[kind];
  const [row] = await db.select({ total: count() }).from(table).where(visible());
  return row!.total;
}

/** One part of a kind (`part` counts from 0). */
async function itemPages(db: Queryable, kind: ItemKind, part: number): Promise<SitemapPage[]> {
  const { table, path, slug, lastModified, order, visible } = SOURCES[kind];
  const rows = await db
    .select({ slug: sql<string>`${slug}`, lastModified })
    .from(table)
    .where(visible())
    .orderBy(...order.map((column) => asc(column)))
    .limit(SITEMAP_PART_SIZE)
    .offset(part * SITEMAP_PART_SIZE);
  return rows.map((row) => ({ path: `${path}/${row.slug}`, lastModified: row.lastModified }));
}

/** The newest change in each part of a kind, part 0 first: one grouped query, no rows to the application. */
async function partsLastModified(db: Queryable, kind: ItemKind): Promise<Date[]> {
  const { table, lastModified, order, visible } = SOURCES[kind];
  const numbered = db
    .select({
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position"),
      lastModified: sql<Date>`${lastModified}`.as("last_modified"),
    })
    .from(table)
    .where(visible())
    .as("numbered");
  const part = sql<number>`(${numbered.position} - 1) / ${sql.raw(String(SITEMAP_PART_SIZE))}`;
  const rows = await db
    .select({ part: part.mapWith(Number), lastModified: sql<Date>`max(${numbered.lastModified})`.mapWith(asDate) })
    .from(numbered)
    .groupBy(part)
    .orderBy(part);
  return rows.map((row) => row.lastModified);
}

function latest(dates: (Date | undefined)[]): Date | undefined {
  const known = dates.filter((date): date is Date => date !== undefined);
  return known.length === 0 ? undefined : new Date(Math.max(...known.map((date) => date.getTime())));
}

/**
 * The fixed pages, each dated by the newest change among what it shows; undated, the pages
 * whose text is the catalog's (it changes with a release, which the database cannot date).
 */
async function fixedPages(db: Queryable): Promise<SitemapPage[]> {
  const newest = async (table: PgTable, column: SQL<Date> | PgColumn, where?: SQL) => {
    const [row] = await db
      .select({ value: sql`max(${column})`.mapWith((value): Date | null => asDate(value)) })
      .from(table)
      .where(where);
    return row?.value ?? undefined;
  };
  const [product, solution, article, slide, resource, company, distributor, advisory, certificate] = await Promise.all([
    newest(products, products.updatedAt, SOURCES.products.visible()),
    newest(solutions, solutions.updatedAt, SOURCES.solutions.visible()),
    newest(newsArticles, newsLastModified, SOURCES.news.visible()),
    newest(heroSlides, heroSlides.updatedAt),
    newest(resources, resources.updatedAt),
    newest(companyInfo, companyInfo.updatedAt),
    newest(distributors, distributors.updatedAt, eq(distributors.isPublished, true)),
    newest(securityAdvisories, securityAdvisories.updatedAt, SOURCES.security.visible()),
    newest(certificates, certificates.updatedAt),
  ]);
  const lastModified: Record<string, Date | undefined> = {
    "/": latest([slide, product, solution]),
    "/products": product,
    "/solutions": solution,
    "/news": article,
    "/support": resource,
    "/about": company,
    "/where-to-buy": distributor,
    "/security": advisory,
    "/lifecycle": product,
    "/certifications": certificate,
  };
  return FIXED_PAGES.map((path) => ({ path, lastModified: lastModified[path] }));
}

const FIXED_PART = "pages.xml";
const partName = (kind: ItemKind, index: number) => `${kind}-${index + 1}.xml`;

/** The whole sitemap when every item fits in one part; otherwise the names of the parts of an index. */
export type Sitemap = { pages: SitemapPage[] } | { parts: { name: string; lastModified?: Date }[] };

export async function sitemap(db: Queryable): Promise<Sitemap> {
  const [fixed, ...counts] = await Promise.all([fixedPages(db), ...ITEM_KINDS.map((kind) => countItems(db, kind))]);
  if (counts.reduce((sum, total) => sum + total, 0) <= SITEMAP_PART_SIZE) {
    const items = await Promise.all(ITEM_KINDS.map((kind) => itemPages(db, kind, 0)));
    return { pages: [...fixed, ...items.flat()] };
  }
  const itemParts = await Promise.all(
    ITEM_KINDS.map(async (kind) =>
      (await partsLastModified(db, kind)).map((lastModified, index) => ({ name: partName(kind, index), lastModified })),
    ),
  );
  return { parts: [{ name: FIXED_PART, lastModified: latest(fixed.map((page) => page.lastModified)) }, ...itemParts.flat()] };
}

/** The pages of a part the index names (`pages.xml`, `products-1.xml`, …); null for a name it cannot name. */
export async function sitemapPart(db: Queryable, name: string): Promise<SitemapPage[] | null> {
  if (name === FIXED_PART) return fixedPages(db);
  const match = /^(products|solutions|news|support|security)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const pages = await itemPages(db, match[1] as ItemKind, Number(match[2]) - 1);
  return pages.length > 0 ? pages : null;
}
