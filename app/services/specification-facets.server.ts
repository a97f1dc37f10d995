/**
 * The counts beside the catalogue's typed filters (decision 033): for each filterable field of the
 * chosen category, how many of the products matching the other filters have each choice or yes/no
 * value, or the range of their numbers. Published products only; one query reads the values of
 * the products matching the other filters (the category's products at most) by their key.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products, specificationValues } from "~/db/schema";
import { isFilterable, NO, YES, type FilterableField } from "~/lib/specification-filters";
import { productCondition, type ProductFilters } from "./product.server";
import { specificationCondition } from "./specification-filter.server";

export type ValueCount = { value: string; products: number };
export type SpecificationFacet =
  | { fieldId: string; type: "number"; min: number | null; max: number | null; products: number }
  | { fieldId: string; type: "choice" | "boolean"; counts: ValueCount[] };

/**
 * All fields' counts in one query (a test EXPLAINs it). The candidates are the products matching
 * every filter but the typed ones (the category's published products at most), each with a flag
 * per typed filter; their values of the filterable fields are then counted where every filter but
 * the value's own field's holds. One pass over the category instead of one query per field.
 */
const CANDIDATES = "candidates";

export function facetsQuery(db: Queryable, fields: FilterableField[], filters: ProductFilters) {
  const typed = filters.specifications ?? [];
  const flagOf = (index: number) => `matches_${index}`;
  const candidates = db
    .select({
      id: products.id,
      ...Object.fromEntries(typed.map((filter, index) => [flagOf(index), specificationCondition(filter).as(flagOf(index))])),
    })
    .from(products)
    .where(productCondition(db, { ...filters, specifications: [] }))
    // Grouping by the key changes nothing but keeps the planner from inlining the subquery, which
    // would compute each flag again wherever the counts name it (a dozen subplans, not one per filter).
    .groupBy(products.id)
    .as(CANDIDATES);
  const flagsExcept = (fieldId: string | null) =>
    and(
      sql`true`,
      ...typed.flatMap((filter, index) =>
        filter.fieldId === fieldId ? [] : [sql`${sql.identifier(CANDIDATES)}.${sql.identifier(flagOf(index))}`],
      ),
    );
  const counted =
    typed.length === 0
      ? sql`true`
      : sql`case ${specificationValues.fieldId} ${sql.join(
          typed.map((filter) => sql`when ${filter.fieldId}::uuid then ${flagsExcept(filter.fieldId)}`),
          sql` `,
        )} else ${flagsExcept(null)} end`;
  return db
    .select({
      fieldId: specificationValues.fieldId,
      text: specificationValues.textValue,
      yes: specificationValues.booleanValue,
      products: sql<number>`count(*) filter (where ${counted})`.mapWith(Number),
      min: sql<number | null>`min(${specificationValues.numberValue}) filter (where ${counted})`.mapWith(specificationValues.numberValue),
      max: sql<number | null>`max(${specificationValues.numberValue}) filter (where ${counted})`.mapWith(specificationValues.numberValue),
    })
    .from(candidates)
    .innerJoin(specificationValues, eq(specificationValues.productId, candidates.id))
    .where(
      inArray(
        specificationValues.fieldId,
        fields.filter(isFilterable).map((field) => field.id),
      ),
    )
    .groupBy(specificationValues.fieldId, specificationValues.textValue, specificationValues.booleanValue);
}

type FacetRow = Awaited<ReturnType<typeof facetsQuery>>[number];

function facetOf(field: FilterableField, rows: FacetRow[]): SpecificationFacet {
  if (field.type === "number") {
    const [row] = rows;
    return { fieldId: field.id, type: "number", min: row?.min ?? null, max: row?.max ?? null, products: row?.products ?? 0 };
  }
  const counted = new Map(rows.map((row) => [row.yes === null ? row.text! : row.yes ? YES : NO, row.products]));
  // Every choice is offered, with 0 where no matching product has it; yes before no.
  const values = field.type === "boolean" ? [YES, NO] : field.choices;
  return {
    fieldId: field.id,
    type: field.type === "boolean" ? "boolean" : "choice",
    counts: values.map((value) => ({ value, products: counted.get(value) ?? 0 })),
  };
}

/** The counts of each filterable field, in the fields' order. */
export async function specificationFacets(
  db: Queryable,
  fields: FilterableField[],
  filters: ProductFilters,
): Promise<SpecificationFacet[]> {
  const filterable = fields.filter(isFilterable);
  if (filterable.length === 0) return [];
  const rows = await facetsQuery(db, filterable, filters);
  return filterable.map((field) =>
    facetOf(
      field,
      rows.filter((row) => row.fieldId === field.id),
    ),
  );
}
