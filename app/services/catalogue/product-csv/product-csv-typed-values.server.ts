/**
 * The typed specification values in the products CSV (decisions 033 and 037): one column per
 * field name, `specificationValues.<name>`, for the fields of every category (a product leaves the
 * columns of other categories' fields empty). A number is written as a number, a yes/no field as
 * true or false, a text or choice as its text; an empty cell is no value.
 *
 * On import a row's cells are checked against its category's fields before anything is written,
 * and a field whose column the file leaves out keeps the product's stored value.
 */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { categories, specificationFields } from "~/db/schema";
import type { SpecificationValuesByName } from "~/schemas/catalogue/specification-field";
import type { SpecificationField } from "../specification-field.server";
import { storedValue, type SpecificationValueView } from "../specification-value.server";

const PREFIX = "specificationValues.";

export type TypedValue = number | string | boolean;

export const typedValueColumn = (name: string): string => `${PREFIX}${name}`;

/** `specificationValues.Face capacity` -> "Face capacity"; null for any other column. */
export const typedValueName = (column: string): string | null =>
  column.startsWith(PREFIX) && column.length > PREFIX.length ? column.slice(PREFIX.length) : null;

/** Every category's fields, by category id and field name. */
export async function fieldsByCategory(db: Queryable): Promise<Map<string, Map<string, SpecificationField>>> {
  const rows = await db.select().from(specificationFields);
  const byCategory = new Map<string, Map<string, SpecificationField>>();
  for (const field of rows) {
    if (!byCategory.has(field.categoryId)) byCategory.set(field.categoryId, new Map());
    byCategory.get(field.categoryId)!.set(field.name, field);
  }
  return byCategory;
}

/** The columns of an export: each field name once, in the categories' order and then the fields'. */
export async function typedValueColumns(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ name: specificationFields.name })
    .from(specificationFields)
    .innerJoin(categories, eq(categories.id, specificationFields.categoryId))
    .orderBy(asc(categories.order), asc(categories.name), asc(specificationFields.position), asc(specificationFields.name));
  return [...new Set(rows.map((row) => row.name))].map(typedValueColumn);
}

/** A stored value as its cell. */
export const typedValueCell = (value: TypedValue | undefined): string => (value === undefined ? "" : String(value));

/** A product's stored values by field name (in the base language). */
export const valuesByName = (views: SpecificationValueView[]): Map<string, TypedValue> =>
  new Map(views.map((view) => [view.name, view.value]));

/** A cell as its field's value, or the reason it is not one. */
function cellValue(field: SpecificationField, cell: string): TypedValue | { error: string } {
  const text = cell.trim();
  const given =
    field.type === "number" && /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)
      ? Number(text)
      : field.type === "boolean" && /^(true|false)$/i.test(text)
        ? text.toLowerCase() === "true"
        : text;
  const stored = storedValue(field, given);
  if (typeof stored === "string") return { error: stored };
  return stored.numberValue ?? stored.booleanValue ?? stored.textValue!;
}

/**
 * The values a row gives its product: the stored ones of the fields the file has no column for
 * (when the product stays in its category), then the file's cells. Errors are reported by column.
 */
export function rowTypedValues(options: {
  cells: Map<string, string>;
  names: string[];
  fields: Map<string, SpecificationField>;
  categorySlug: string;
  stored: Map<string, TypedValue>;
  fail: (column: string, message: string) => void;
}): SpecificationValuesByName {
  const { cells, names, fields, categorySlug, stored, fail } = options;
  const values: Record<string, TypedValue> = {};
  for (const [name, value] of stored) if (!names.includes(name) && fields.has(name)) values[name] = value;
  for (const name of names) {
    const column = typedValueColumn(name);
    const cell = cells.get(column)!;
    if (cell.trim() === "") continue;
    const field = fields.get(name);
    if (!field) {
      fail(column, `"${name}" is not a specification field of the category ${categorySlug}`);
      continue;
    }
    const value = cellValue(field, cell);
    if (typeof value === "object") fail(column, value.error);
    else values[name] = value;
  }
  return values;
}

/** Whether two sets of values differ (in any field, in any value). */
export function typedValuesDiffer(stored: Map<string, TypedValue>, given: SpecificationValuesByName): boolean {
  const entries = Object.entries(given).filter(([, value]) => value !== null);
  return entries.length !== stored.size || entries.some(([name, value]) => stored.get(name) !== value);
}
