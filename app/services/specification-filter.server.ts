/**
 * A typed filter of the catalogue (decision 033) as a condition on products: the product has a
 * value of the field in the range, or among the values asked for. Each is answered from the
 * values' (field, value, product) indexes.
 */
import { and, eq, exists, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { products, specificationValues } from "~/db/schema";
import type { SpecificationFilter } from "~/lib/specification-filters";

function valueCondition(filter: SpecificationFilter): SQL | undefined {
  switch (filter.type) {
    case "number":
      return and(
        filter.min === null ? undefined : gte(specificationValues.numberValue, filter.min),
        filter.max === null ? undefined : lte(specificationValues.numberValue, filter.max),
      );
    case "boolean":
      return inArray(specificationValues.booleanValue, filter.values);
    case "choice":
      return inArray(specificationValues.textValue, filter.values);
  }
}

export function specificationCondition(filter: SpecificationFilter): SQL {
  return exists(
    sql`(select 1 from ${specificationValues} where ${and(
      eq(specificationValues.productId, products.id),
      eq(specificationValues.fieldId, filter.fieldId),
      valueCondition(filter),
    )})`,
  );
}
