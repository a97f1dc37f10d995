/**
 * The counts beside the catalogue's typed filters (decision 033): for each filterable field of the
 * chosen category, how many of the products matching the other filters have each choice or yes/no
 * value, or the range of their numbers. Published products in the lifecycles the catalogue lists
 * only. A field that no other filter narrows (a category's page, or the one field filtered by)
 * reads the counts that triggers keep per value, less the retired products' values; the others are counted in one query over the values of the products matching the
 * other filters (the category's products at most).
 */
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { products, specificationValueCounts, specificationValues } from "~/db/schema";
import { isFilterable, NO, YES, type FilterableField } from "~/lib/catalogue/specification-filters";
import { productCondition, type ProductFilters } from "./product.server";
import { matchesFilter } from "./specification-filter.server";
import { lifecyclesKept } from "~/schemas/catalogue/product-lifecycle";
import type { ProductLifecycle } from "~/lib/domain-values";

export type ValueCount = { value: string; products: number };
export type SpecificationFacet =
  | { fieldId: string; type: "number"; min: number | null; max: number | null; products: number }
  | { fieldId: string; type: "choice" | "boolean"; counts: ValueCount[] };

/**
 * The fields' counts in one query (a test EXPLAINs it). The products matching every filter but
 * the typed ones (the category's published products at most) are joined to each typed filter's
 * matching value by key: a product has one value of a field at most, so the joins add no rows, and
 * a product without a match fails that filter. A field's counts leave out its own filter only, so
 * a product failing two typed filters counts for no field (nor one failing any, when no counted
 * field is filtered by) and is dropped before the values are read. Of the rest, only the values
 * where every filter but the value's field's own holds are kept, then grouped and counted: one
 * pass over the category instead of one query per field. The filters' matches are hashed from the
 * values' filter indexes and the counted values read from their (field, product) index alone.
 */
export function facetsQuery(db: Queryable, fields: FilterableField[], filters: ProductFilters) {
  const typed = filters.specifications ?? [];
  const matches = typed.map((_, index) => alias(specificationValues, `matches_${index}`));
  const passes = (index: number) => sql`(${isNotNull(matches[index]!.productId)})`;
  const ownFilterLeftOut = fields.some((field) => typed.some((filter) => filter.fieldId === field.id));
  const flagsNeeded = typed.length - (ownFilterLeftOut ? 1 : 0);
  const passesAllBut = (fieldId: string | null) =>
    and(sql`true`, ...typed.flatMap((filter, index) => (filter.fieldId === fieldId ? [] : [passes(index)])));
  const counted =
    typed.length === 0
      ? undefined
      : sql`case ${specificationValues.fieldId} ${sql.join(
          typed.map((filter) => sql`when ${filter.fieldId}::uuid then ${passesAllBut(filter.fieldId)}`),
          sql` `,
        )} else ${passesAllBut(null)} end`;
  let query = db
    .select({
      fieldId: specificationValues.fieldId,
      text: specificationValues.textValue,
      yes: specificationValues.booleanValue,
      products: sql<number>`count(*)`.mapWith(Number),
      min: sql<number | null>`min(${specificationValues.numberValue})`.mapWith(specificationValues.numberValue),
      max: sql<number | null>`max(${specificationValues.numberValue})`.mapWith(specificationValues.numberValue),
    })
    .from(products)
    .$dynamic();
  typed.forEach((filter, index) => {
    const match = matches[index]!;
    query = query.leftJoin(match, and(eq(match.productId, products.id), matchesFilter(filter, match)));
  });
  return query
    .innerJoin(specificationValues, eq(specificationValues.productId, products.id))
    .where(
      and(
        productCondition(db, { ...filters, specifications: [] }),
        flagsNeeded > 0
          ? sql`${sql.join(
              typed.map((_, index) => sql`${passes(index)}::int`),
              sql` + `,
            )} >= ${flagsNeeded}`
          : undefined,
        inArray(
          specificationValues.fieldId,
          fields.filter(isFilterable).map((field) => field.id),
        ),
        counted,
      ),
    )
    .groupBy(specificationValues.fieldId, specificationValues.textValue, specificationValues.booleanValue);
}

/**
 * The lowest or highest number that a published product in the lifecycles `kept` (all for null)
 * has in the field `fieldId` names, read from the values' number index in its order (the first
 * such product's value).
 */
function publishedNumberBound(db: Queryable, fieldId: SQL, order: typeof asc, kept: readonly ProductLifecycle[] | null) {
  return db
    .select({ value: specificationValues.numberValue })
    .from(specificationValues)
    .innerJoin(
      products,
      and(
        eq(products.id, specificationValues.productId),
        eq(products.status, "published"),
        kept ? inArray(products.lifecycle, [...kept]) : undefined,
      ),
    )
    .where(and(eq(specificationValues.fieldId, fieldId), isNotNull(specificationValues.numberValue)))
    .orderBy(order(specificationValues.numberValue))
    .limit(1);
}

/**
 * The fields' counts over every published product of their category, as the triggers keep them
 * (a number field's one row gets the range of the products in the lifecycles `kept` from the
 * values' index), in the rows of facetsQuery.
 */
export function keptFacetsQuery(db: Queryable, fields: FilterableField[], kept: readonly ProductLifecycle[] | null = null) {
  const numberFields = fields.filter((field) => field.type === "number").map((field) => field.id);
  const bound = (order: typeof asc) =>
    numberFields.length === 0
      ? sql<number | null>`null::double precision`
      : sql<number | null>`case when ${inArray(specificationValueCounts.fieldId, numberFields)}
          then (${publishedNumberBound(db, sql`${specificationValueCounts.fieldId}`, order, kept)}) end`;
  return db
    .select({
      fieldId: specificationValueCounts.fieldId,
      text: specificationValueCounts.textValue,
      yes: specificationValueCounts.booleanValue,
      products: specificationValueCounts.products,
      min: bound(asc).mapWith(specificationValues.numberValue),
      max: bound(desc).mapWith(specificationValues.numberValue),
    })
    .from(specificationValueCounts)
    .where(
      inArray(
        specificationValueCounts.fieldId,
        fields.map((field) => field.id),
      ),
    );
}

/**
 * The values of the fields that published products outside the lifecycles `kept` have (decision
 * 058: a few retired products), counted like facetsQuery's rows: what the kept counts, which know
 * no lifecycle, hold beyond what the catalogue lists.
 */
function leftOutFacetsQuery(db: Queryable, fields: FilterableField[], kept: readonly ProductLifecycle[]) {
  return db
    .select({
      fieldId: specificationValues.fieldId,
      text: specificationValues.textValue,
      yes: specificationValues.booleanValue,
      products: sql<number>`count(*)`.mapWith(Number),
      min: sql<number | null>`null::double precision`,
      max: sql<number | null>`null::double precision`,
    })
    .from(products)
    .innerJoin(specificationValues, eq(specificationValues.productId, products.id))
    .where(
      and(
        eq(products.status, "published"),
        notInArray(products.lifecycle, [...kept]),
        inArray(
          specificationValues.fieldId,
          fields.map((field) => field.id),
        ),
      ),
    )
    .groupBy(specificationValues.fieldId, specificationValues.textValue, specificationValues.booleanValue);
}

/** A row of facetsQuery, keptFacetsQuery or leftOutFacetsQuery: one value of a field and how many products have it. */
type FacetRow = { fieldId: string; text: string | null; yes: boolean | null; products: number; min: number | null; max: number | null };

function facetOf(field: FilterableField, rows: FacetRow[]): SpecificationFacet {
  if (field.type === "number") {
    const [row] = rows;
    return { fieldId: field.id, type: "number", min: row?.min ?? null, max: row?.max ?? null, products: row?.products ?? 0 };
  }
  const counted = new Map(rows.map((row) => [field.type === "boolean" ? (row.yes ? YES : NO) : row.text!, row.products]));
  // Every choice is offered, with 0 where no matching product has it; yes before no.
  const values = field.type === "boolean" ? [YES, NO] : field.choices;
  return {
    fieldId: field.id,
    type: field.type === "boolean" ? "boolean" : "choice",
    counts: values.map((value) => ({ value, products: counted.get(value) ?? 0 })),
  };
}

/** Whether only the category narrows the products (no search, technology, interface, certificate or featured filter). */
const onlyCategory = (filters: ProductFilters) =>
  !filters.q && !filters.technology && !filters.interface && !filters.certificate && filters.featured === undefined;

/** A kept facet less the products left out of it: the range is the kept facet's, already read within the lifecycles kept. */
function lessLeftOut(facet: SpecificationFacet, leftOut: SpecificationFacet): SpecificationFacet {
  if (facet.type === "number") return { ...facet, products: facet.products - (leftOut.type === "number" ? leftOut.products : 0) };
  const leftOutOf = new Map(leftOut.type === "number" ? [] : leftOut.counts.map((count) => [count.value, count.products]));
  return { ...facet, counts: facet.counts.map((count) => ({ ...count, products: count.products - (leftOutOf.get(count.value) ?? 0) })) };
}

/**
 * The kept counts of `fields`, over the products in the lifecycles the filters keep: the triggers
 * count every lifecycle, so the values of the products left out are counted apart and taken off.
 */
async function keptFacets(db: Queryable, fields: FilterableField[], filters: ProductFilters): Promise<SpecificationFacet[]> {
  const kept = lifecyclesKept(filters.lifecycle);
  const [keptRows, leftOutRows] = await Promise.all([
    keptFacetsQuery(db, fields, kept),
    kept ? leftOutFacetsQuery(db, fields, kept) : null,
  ]);
  return fields.map((field) => {
    const facet = facetOf(field, rowsOf(field, keptRows));
    return leftOutRows ? lessLeftOut(facet, facetOf(field, rowsOf(field, leftOutRows))) : facet;
  });
}

const rowsOf = (field: FilterableField, rows: FacetRow[]) => rows.filter((row) => row.fieldId === field.id);

/** The counts of each filterable field, in the fields' order. */
export async function specificationFacets(
  db: Queryable,
  fields: FilterableField[],
  filters: ProductFilters,
): Promise<SpecificationFacet[]> {
  const filterable = fields.filter(isFilterable);
  if (filterable.length === 0) return [];
  // A field's counts follow every filter but its own: with none but the category, the kept counts are its counts.
  const typed = filters.specifications ?? [];
  const narrowedByOthers = (field: FilterableField) => typed.some((filter) => filter.fieldId !== field.id);
  const kept = onlyCategory(filters) ? filterable.filter((field) => !narrowedByOthers(field)) : [];
  const counted = filterable.filter((field) => !kept.includes(field));
  const [keptFacetList, countedRows] = await Promise.all([
    kept.length > 0 ? keptFacets(db, kept, filters) : [],
    counted.length > 0 ? facetsQuery(db, counted, filters) : [],
  ]);
  return filterable.map((field) => keptFacetList[kept.indexOf(field)] ?? facetOf(field, rowsOf(field, countedRows)));
}
