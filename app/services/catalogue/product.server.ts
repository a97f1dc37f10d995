/**
 * The product catalogue: the filtered, paged list of docs/behaviour/public-site.md §2 and §5, its technology
 * and interface choices, and the staff writes. The public reads published products only; signed-in
 * staff read all (decision 031).
 */
import { and, asc, count, desc, eq, exists, ilike, inArray, like, ne, notInArray, or, sql, sum, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { categories, certificateProducts, productCounts, productSearchTexts, products } from "~/db/schema";
import type { CreateProductInput, ProductListQuery, ProductSort, UpdateProductInput } from "~/schemas/catalogue/product";
import { publicationColumns } from "~/schemas/content/publication";
import { isFilterable, type SpecificationFilter } from "~/lib/catalogue/specification-filters";
import { lifecyclesKept, updatedLifecycleProblems, type ProductLifecycleFilter } from "~/schemas/catalogue/product-lifecycle";
import type { ProductLifecycle } from "~/lib/domain-values";
import { badRequest } from "~/lib/server/http-errors.server";
import { PUBLIC, publicRows, visibleTo, type Audience } from "../records/audience.server";
import { escapeLikePattern, isStorableText, isUuid } from "../records/entity-rows.server";
import { entityStore } from "../records/entity-store.server";
import { specificationCondition } from "./specification-filter.server";
import { relationsOf, writeRelations, type ProductRelationView } from "./product-relations.server";
import { throughIndexes } from "../records/through-indexes.server";
import { listSpecificationFields, type SpecificationField } from "./specification-field.server";
import {
  dropValuesOfOtherCategories,
  specificationValuesOf,
  writeSpecificationValues,
  type SpecificationValueView,
} from "./specification-value.server";

export type Product = typeof products.$inferSelect;
/** The list call's filters, and the catalogue page's filters by the chosen category's typed fields. */
export type ProductFilters = Partial<ProductListQuery> & { specifications?: SpecificationFilter[] };
export type ProductWithValues = Product & { specificationValues: SpecificationValueView[]; relations: ProductRelationView[] };
export type ProductFacets = { technologies: string[]; interfaces: string[] };

const DEFAULT_PRODUCT_PAGE_SIZE = 1000;

const store = entityStore(products, {
  entityName: "Product",
  kind: "product",
  references: { categoryId: "Choose an existing category" },
});

/** Newest first, then by name; the id makes the order total, so pages never overlap. */
const catalogueOrder = [desc(products.createdAt), asc(products.name), asc(products.id)];

/** A text column ignoring case (then exactly, so the order never depends on the collation alone). */
const byText = (column: PgColumn, direction: typeof asc) => [direction(sql`lower(${column})`), direction(column)];

/** Each `sort` of the list call; every order ends with the id, so pages never overlap. */
const sortOrders: Record<ProductSort, SQL[]> = {
  newest: catalogueOrder,
  name: [...byText(products.name, asc), asc(products.id)],
  "-name": [...byText(products.name, desc), asc(products.id)],
  code: [...byText(products.productCode, asc), asc(products.id)],
  "-code": [...byText(products.productCode, desc), asc(products.id)],
};

/** The id of the category given by slug (or id), as a query of at most one row. */
function categoryIdQuery(db: Queryable, category: string) {
  const matching = isUuid(category) ? or(eq(categories.id, category), eq(categories.slug, category)) : eq(categories.slug, category);
  return db.select({ id: categories.id }).from(categories).where(matching).orderBy(asc(categories.id)).limit(1);
}

/**
 * The category given by slug (or id) as a scalar subquery: the planner takes its one id as a value
 * and pages through products_category_newest_first_idx, where a join would walk every product.
 */
function categoryCondition(db: Queryable, column: PgColumn, category: string): SQL {
  return eq(column, categoryIdQuery(db, category));
}

/**
 * The typed fields the list filters by once a category (slug or id) is chosen (decision 033), in
 * their order; none without a category or for an unknown one. The catalogue page and the list call
 * both make their address keys from these, so `ip-rating=IP65` means the same to both.
 */
export async function filterableFieldsOf(db: Queryable, category: string | null | undefined): Promise<SpecificationField[]> {
  if (!category || !isStorableText(category)) return [];
  const [found] = await categoryIdQuery(db, category);
  return found ? (await listSpecificationFields(db, found.id)).filter(isFilterable) : [];
}

/** Between the fields of a product_search_texts line (app/db/sql/catalogue-search-texts.sql): a search holding it matches nothing. */
const SEARCH_TEXT_SEPARATOR = "\x1f";

/** `ILIKE` pattern of a search: the text anywhere, its wildcards taken literally. */
const searchPattern = (q: string) => `%${escapeLikePattern(q)}%`;

/** Text no row holds (a NUL), or a search reaching across product_search_texts' separator. */
const matchesNothing = (filters: ProductFilters) =>
  [filters.q, filters.category, filters.technology, filters.interface].some((text) => text && !isStorableText(text)) ||
  Boolean(filters.q?.includes(SEARCH_TEXT_SEPARATOR));

/** The products this audience may see, in `table` (products, or product_counts). */
function audienceCondition(table: typeof products | typeof productCounts, audience: Audience): SQL | undefined {
  if (audience.includeUnpublished) return undefined;
  return table === products ? publicRows(products) : eq(productCounts.isPublished, true);
}

/** The lifecycles the filters keep (decision 058); product_counts and product_search_texts know none, see countProducts. */
function lifecycleCondition(filters: ProductFilters): SQL | undefined {
  const kept = lifecyclesKept(filters.lifecycle);
  return kept ? inArray(products.lifecycle, [...kept]) : undefined;
}

/** The products the certificate covers (decision 060), through certificate_products' key. */
const certifiedBy = (db: Queryable, certificateId: string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(certificateProducts)
      .where(and(eq(certificateProducts.certificateId, certificateId), eq(certificateProducts.productId, products.id))),
  );

/**
 * Filters that `table` (products, or product_counts without the text search and the certificate)
 * can answer.
 */
function filterCondition(
  db: Queryable,
  table: typeof products | typeof productCounts,
  filters: ProductFilters,
  audience: Audience,
): SQL | undefined {
  if (matchesNothing(filters)) return sql`false`;
  const conditions: (SQL | undefined)[] = [audienceCondition(table, audience)];
  if (filters.q && table === products) {
    // Case-insensitive substring of name, code or description; the products_*_trgm_idx indexes serve it.
    const pattern = searchPattern(filters.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.productCode, pattern), ilike(products.description, pattern)));
  }
  if (filters.category) conditions.push(categoryCondition(db, table.categoryId, filters.category));
  if (filters.technology) conditions.push(eq(table.technology, filters.technology));
  if (filters.interface) conditions.push(eq(table.interface, filters.interface));
  if (filters.featured !== undefined) conditions.push(eq(table.isFeatured, filters.featured));
  if (filters.certificate && table === products) conditions.push(certifiedBy(db, filters.certificate));
  if (table === products) conditions.push(lifecycleCondition(filters), ...(filters.specifications ?? []).map(specificationCondition));
  return and(...conditions);
}

/** The products matching `filters` for `audience`, as a condition on products (the typed filters' counts use it). */
export const productCondition = (db: Queryable, filters: ProductFilters, audience: Audience = PUBLIC) =>
  filterCondition(db, products, filters, audience);

/** A search alone, or within a category: product_search_texts has what it takes to count it. */
const countedFromSearchTexts = (filters: ProductFilters) =>
  !filters.technology && !filters.interface && filters.featured === undefined && !filters.specifications?.length && !filters.certificate;

/**
 * The lines of product_search_texts that a search (alone or in a category) matches: the same
 * products as the condition on products, since `ILIKE` is `LIKE` between the lower-case text and
 * the lower-case pattern, and no pattern can reach across the separator.
 */
function searchTextCondition(db: Queryable, q: string, filters: ProductFilters, audience: Audience): SQL | undefined {
  if (matchesNothing(filters)) return sql`false`;
  return and(
    audience.includeUnpublished ? undefined : eq(productSearchTexts.isPublished, true),
    filters.category ? categoryCondition(db, productSearchTexts.categoryId, filters.category) : undefined,
    like(productSearchTexts.haystack, sql`lower(${searchPattern(q)})`),
  );
}

/**
 * How many products match a text search or typed filters, as a query (a test EXPLAINs it). A
 * search alone or in a category is counted from product_search_texts, whose narrow lines one
 * trigram index serves (decision 042); with other filters, from the products themselves.
 */
export const productCountQuery = (db: Queryable, filters: ProductFilters, audience: Audience = PUBLIC) =>
  filters.q && countedFromSearchTexts(filters)
    ? db
        .select({ total: count() })
        .from(productSearchTexts)
        .where(searchTextCondition(db, filters.q, filters, audience))
    : db
        .select({ total: count() })
        .from(products)
        .where(filterCondition(db, products, filters, audience));

/**
 * How many products match, in any lifecycle: a text search, typed filters or a certificate count
 * their matches (within a category's products, through the values' indexes), other filters add up
 * the few rows of product_counts that the triggers keep.
 */
async function countAnyLifecycle(db: Queryable, filters: ProductFilters, audience: Audience): Promise<number> {
  if (filters.q || filters.specifications?.length || filters.certificate) {
    // A text search is counted through the trigram indexes: the planner would read every line.
    const count = (db: Queryable) => productCountQuery(db, filters, audience);
    const [counted] = await (filters.q ? throughIndexes(db, count) : count(db));
    return counted?.total ?? 0;
  }
  const [counted] = await db
    .select({ total: sum(productCounts.products).mapWith(Number) })
    .from(productCounts)
    .where(filterCondition(db, productCounts, filters, audience));
  return counted?.total ?? 0;
}

/**
 * How many products match. The counted tables know no lifecycle, so a filter by lifecycle takes
 * the matches in the other lifecycles, a few retired products, off the count of all (decision 058).
 */
async function countProducts(db: Queryable, filters: ProductFilters, audience: Audience): Promise<number> {
  const kept = lifecyclesKept(filters.lifecycle);
  const anyLifecycle = { ...filters, lifecycle: undefined };
  if (!kept) return countAnyLifecycle(db, anyLifecycle, audience);
  const others = (db: Queryable) =>
    db
      .select({ total: count() })
      .from(products)
      .where(and(filterCondition(db, products, anyLifecycle, audience), notInArray(products.lifecycle, [...kept])));
  const [all, [leftOut]] = await Promise.all([
    countAnyLifecycle(db, anyLifecycle, audience),
    filters.q ? throughIndexes(db, others) : others(db),
  ]);
  return all - (leftOut?.total ?? 0);
}

/** `query` narrowed to the products matching `filters`, in the order asked for, one page of them. */
function pageOfMatches<Query extends PgSelect>(query: Query, db: Queryable, filters: ProductFilters, audience: Audience) {
  return query
    .where(filterCondition(db, products, filters, audience))
    .orderBy(...sortOrders[filters.sort ?? "newest"])
    .limit(filters.limit ?? DEFAULT_PRODUCT_PAGE_SIZE)
    .offset(filters.offset ?? 0);
}

/** One page of the filtered catalogue in the order asked for, as a query (a test EXPLAINs it). */
export const productPageQuery = (db: Queryable, filters: ProductFilters, audience: Audience = PUBLIC) =>
  pageOfMatches(db.select().from(products).$dynamic(), db, filters, audience);

/**
 * A page of products matching typed filters, counted in the same pass (`count(*) over ()`): the
 * page already joins every product to the filters' matches, which a count would join again. A
 * page past the end has no row to carry the number, and counts apart.
 */
async function typedPageAndTotal(db: Queryable, filters: ProductFilters, audience: Audience) {
  const query = db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .$dynamic();
  const rows = await pageOfMatches(query, db, filters, audience);
  const total = rows[0]?.total ?? (await countProducts(db, filters, audience));
  return { products: rows.map((row) => row.product), total };
}

/** A page of the filtered catalogue and the number of products matching the filters. */
export async function listProducts(
  db: Queryable,
  filters: ProductFilters = {},
  audience: Audience = PUBLIC,
): Promise<{ products: Product[]; total: number }> {
  if (filters.specifications?.length) return typedPageAndTotal(db, filters, audience);
  const [page, total] = await Promise.all([productPageQuery(db, filters, audience), countProducts(db, filters, audience)]);
  return { products: page, total };
}

/** The home page's featured products still offered (decision 058), newest first, as a query (a test EXPLAINs it). */
export function listFeaturedProducts(db: Queryable) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.isFeatured, true), publicRows(products), lifecycleCondition({ lifecycle: "current" })))
    .orderBy(...catalogueOrder);
}

/**
 * The distinct non-empty values of `column` among published products, sorted: the values the
 * counted rows of product_counts hold, less those that only products in other lifecycles than
 * `kept` have (decision 058: those are counted on products, a few retired ones).
 */
async function offeredValues(
  db: Queryable,
  column: "technology" | "interface",
  kept: readonly ProductLifecycle[] | null,
): Promise<string[]> {
  const counted = db
    .select({ value: productCounts[column], products: sum(productCounts.products).mapWith(Number) })
    .from(productCounts)
    .where(and(ne(productCounts[column], ""), eq(productCounts.isPublished, true)))
    .groupBy(productCounts[column])
    .orderBy(asc(productCounts[column]));
  const leftOut = kept
    ? db
        .select({ value: products[column], products: count() })
        .from(products)
        .where(and(publicRows(products), notInArray(products.lifecycle, [...kept])))
        .groupBy(products[column])
    : [];
  const [values, leftOutValues] = await Promise.all([counted, leftOut]);
  const leftOutCount = new Map(leftOutValues.map((row) => [row.value, row.products]));
  return values.filter((row) => row.products > (leftOutCount.get(row.value) ?? 0)).map((row) => row.value);
}

/**
 * The catalogue's Technology and Interface choices: the distinct non-empty values of the published
 * products in the lifecycles the catalogue lists (every one unless asked), sorted.
 */
export async function listProductFacets(db: Queryable, lifecycle: ProductLifecycleFilter = "all"): Promise<ProductFacets> {
  const kept = lifecyclesKept(lifecycle);
  const [technologies, interfaces] = await Promise.all([offeredValues(db, "technology", kept), offeredValues(db, "interface", kept)]);
  return { technologies, interfaces };
}

export const findProductBySlug = (db: Queryable, slug: string, audience: Audience = PUBLIC) =>
  store.findBySlug(db, slug, visibleTo(products, audience));
/** The products as the product calls answer them: with their typed values and the relations this audience may see. */
export async function withValuesAndRelations(db: Queryable, rows: Product[], audience: Audience = PUBLIC): Promise<ProductWithValues[]> {
  const ids = rows.map((row) => row.id);
  const [values, relations] = await Promise.all([specificationValuesOf(db, ids), relationsOf(db, ids, audience)]);
  return rows.map((row) => ({ ...row, specificationValues: values.get(row.id)!, relations: relations.get(row.id)! }));
}

/**
 * An update's lifecycle and dates together with the stored ones they leave as they are: a misfit
 * is a 400 naming the field (decision 058), before the database's checks refuse it.
 */
async function checkLifecycleUpdate(db: Queryable, id: string, input: UpdateProductInput): Promise<void> {
  const { lifecycle, discontinuedOn, supportEndsOn } = input;
  if ((lifecycle === undefined && discontinuedOn === undefined && supportEndsOn === undefined) || !isUuid(id)) return;
  const [stored] = await db
    .select({ lifecycle: products.lifecycle, discontinuedOn: products.discontinuedOn, supportEndsOn: products.supportEndsOn })
    .from(products)
    .where(eq(products.id, id));
  if (!stored) return;
  const problems = updatedLifecycleProblems(stored, input);
  if (Object.keys(problems).length > 0) throw badRequest("Some fields are invalid", problems);
}

/** Stores the product's typed values and relations, and drops the values of a category it has left. */
async function writeParts(
  db: Queryable,
  product: Product,
  { specificationValues, relations }: Pick<UpdateProductInput, "specificationValues" | "relations">,
  categoryChanged: boolean,
): Promise<ProductWithValues> {
  if (categoryChanged) await dropValuesOfOtherCategories(db, product.id, product.categoryId);
  if (specificationValues) await writeSpecificationValues(db, product.id, product.categoryId, specificationValues);
  if (relations) await writeRelations(db, product, relations);
  const [written] = await withValuesAndRelations(db, [product], { includeUnpublished: true });
  return written!;
}

export const createProduct = (db: Queryable, { specificationValues, relations, ...input }: CreateProductInput) =>
  db.transaction(async (tx) =>
    writeParts(tx, await store.insert(tx, publicationColumns(input)), { specificationValues, relations }, false),
  );

export const updateProduct = (db: Queryable, id: string, { specificationValues, relations, ...input }: UpdateProductInput) =>
  db.transaction(async (tx) => {
    await checkLifecycleUpdate(tx, id, input);
    const product = await store.update(tx, id, publicationColumns(input));
    return writeParts(tx, product, { specificationValues, relations }, input.categoryId !== undefined);
  });

export const deleteProduct = (db: Queryable, id: string) => store.remove(db, id);
