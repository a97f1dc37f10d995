/**
 * A typed filter of the catalogue (decision 033) as a condition on products: the product has a
 * value of the field in the range, or among the values asked for. Each is answered from the
 * values' (field, value, product) indexes.
 */
import { and, eq, exists, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { products, specificationValues } from "~/db/schema";
import type { SpecificationFilter } from "~/lib/catalogue/specification-filters";

/** The values table, or an alias of it (the counts join it once per filter). */
type ValueColumns = { fieldId: AnyPgColumn; numberValue: AnyPgColumn; textValue: AnyPgColumn; booleanValue: AnyPgColumn };

function valueCondition(filter: SpecificationFilter, values: ValueColumns): SQL | undefined {
  switch (filter.type) {
    case "number":
      return and(
        filter.min === null ? undefined : gte(values.numberValue, filter.min),
        filter.max === null ? undefined : lte(values.numberValue, filter.max),
      );
    case "boolean":
      return inArray(values.booleanValue, filter.values);
    case "choice":
      return inArray(values.textValue, filter.values);
  }
}

/** Whether a row of `values` is a value of the filter's field that the filter asks for. */
export const matchesFilter = (filter: SpecificationFilter, values: ValueColumns): SQL =>
  and(eq(values.fieldId, filter.fieldId), valueCondition(filter, values))!;

export function specificationCondition(filter: SpecificationFilter): SQL {
  return exists(
    sql`(select 1 from ${specificationValues} where ${and(eq(specificationValues.productId, products.id), matchesFilter(filter, specificationValues))})`,
  );
}
