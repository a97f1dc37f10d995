/**
 * A product's specifications as the form edits them: ordered rows of name and value. Empty rows
 * are dropped; a row needs both a name and a value; two rows may not share a name (ignoring case
 * and spaces around it). The rows become the JSON object `POST`/`PUT /api/products` takes, in
 * their order.
 */
import { z } from "zod";
import { createProductSchema } from "~/schemas/catalogue/product";

export type SpecificationRow = { name: string; value: string };

export const MAX_SPECIFICATION_NAME = 100;
export const MAX_SPECIFICATION_VALUE = 1000;
export const DUPLICATE_SPECIFICATION_NAME = "Another specification has this name";

const isEmptyRow = (row: SpecificationRow) => row.name.trim() === "" && row.value.trim() === "";
const nameKey = (row: SpecificationRow) => row.name.trim().toLowerCase();

/** The positions of the rows whose name another row also has. */
export function duplicateSpecificationRows(rows: readonly SpecificationRow[]): Set<number> {
  const positions = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = nameKey(row);
    if (key) positions.set(key, [...(positions.get(key) ?? []), index]);
  });
  return new Set([...positions.values()].filter((indexes) => indexes.length > 1).flat());
}

/** What is wrong with one row, by field, given whether another row has its name. */
function rowProblems(row: SpecificationRow, duplicate: boolean): Partial<Record<keyof SpecificationRow, string>> {
  if (isEmptyRow(row)) return {};
  const name = row.name.trim();
  const value = row.value.trim();
  return {
    name: !name
      ? "Name is required"
      : name.length > MAX_SPECIFICATION_NAME
        ? `Name must be at most ${MAX_SPECIFICATION_NAME} characters`
        : duplicate
          ? DUPLICATE_SPECIFICATION_NAME
          : undefined,
    value: !value
      ? "Value is required"
      : value.length > MAX_SPECIFICATION_VALUE
        ? `Value must be at most ${MAX_SPECIFICATION_VALUE} characters`
        : undefined,
  };
}

export const specificationRows = (specifications: Record<string, string>): SpecificationRow[] =>
  Object.entries(specifications).map(([name, value]) => ({ name, value }));

/** The form's rows, judged row by row (errors at `[index].name` / `[index].value`), then as the API judges the object. */
export const specificationRowsSchema = z
  .array(z.object({ name: z.string(), value: z.string() }))
  .superRefine((rows, context) => {
    const duplicates = duplicateSpecificationRows(rows);
    rows.forEach((row, index) => {
      for (const [field, message] of Object.entries(rowProblems(row, duplicates.has(index))))
        if (message) context.addIssue({ code: "custom", path: [index, field], message });
    });
  })
  .transform((rows) => Object.fromEntries(rows.filter((row) => !isEmptyRow(row)).map((row) => [row.name.trim(), row.value.trim()])))
  .pipe(createProductSchema.shape.specifications.unwrap());
