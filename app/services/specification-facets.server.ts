/**
 * The counts beside the catalogue's typed filters (decision 033): for each filterable field of the
 * chosen category, how many of the products matching the other filters have each choice or yes/no
 * value, or the range of their numbers. Published products only; each field is one query over its
 * own values (the category's products at most), joined to the products by their key.
 */
import { and, count, eq, max, min } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { products, specificationValues } from "~/db/schema";
import { isFilterable, NO, YES, type FilterableField } from "~/lib/specification-filters";
import { productCondition, type ProductFilters } from "./product.server";

export type ValueCount = { value: string; products: number };
export type SpecificationFacet =
  | { fieldId: string; type: "number"; min: number | null; max: number | null; products: number }
  | { fieldId: string; type: "choice" | "boolean"; counts: ValueCount[] };

/** The query of one field's counts, the other fields' filters applied (a test EXPLAINs it). */
export function facetQuery(db: Queryable, field: FilterableField, filters: ProductFilters) {
  const others = { ...filters, specifications: (filters.specifications ?? []).filter((filter) => filter.fieldId !== field.id) };
  return db
    .select({
      text: specificationValues.textValue,
      yes: specificationValues.booleanValue,
      products: count(),
      min: min(specificationValues.numberValue),
      max: max(specificationValues.numberValue),
    })
    .from(specificationValues)
    .innerJoin(products, eq(products.id, specificationValues.productId))
    .where(and(eq(specificationValues.fieldId, field.id), productCondition(db, others)))
    .groupBy(specificationValues.textValue, specificationValues.booleanValue);
}

async function facetOf(db: Queryable, field: FilterableField, filters: ProductFilters): Promise<SpecificationFacet> {
  const rows = await facetQuery(db, field, filters);
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
export function specificationFacets(db: Queryable, fields: FilterableField[], filters: ProductFilters): Promise<SpecificationFacet[]> {
  return Promise.all(fields.filter(isFilterable).map((field) => facetOf(db, field, filters)));
}
