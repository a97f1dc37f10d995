/**
 * The catalogue's filters by typed specification fields (decision 033), as the address holds them:
 * each filterable field of the chosen category has a key made from its name; a number field is a
 * range (`<key>-min`, `<key>-max`), a choice or yes/no field lists the values asked for (`<key>=IP65&<key>=IP67`,
 * `<key>=yes`), any of which matches. Text fields are shown, not filtered. Read leniently: what is
 * not a value of the field is no filter.
 */
import type { SpecificationFieldType } from "./domain-values";
import { slugify } from "./slug";

export type FilterableField = { id: string; name: string; type: SpecificationFieldType; choices: string[] };

export type SpecificationFilter =
  | { fieldId: string; type: "number"; min: number | null; max: number | null }
  | { fieldId: string; type: "choice"; values: string[] }
  | { fieldId: string; type: "boolean"; values: boolean[] };

/** How a yes/no value is written in the address and counted. */
export const YES = "yes";
export const NO = "no";

export const isFilterable = (field: { type: SpecificationFieldType }) => field.type !== "text";

/** Each field's key in the address: its name as a slug, numbered when two names make the same one. */
export function fieldParamKeys(fields: FilterableField[]): Map<string, string> {
  const keys = new Map<string, string>();
  const taken = new Set<string>();
  for (const field of fields) {
    const base = slugify(field.name) || "field";
    let key = base;
    for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}-${suffix}`;
    taken.add(key);
    keys.set(field.id, key);
  }
  return keys;
}

function readNumber(text: string | null): number | null {
  if (text === null || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The filters the address sets for the fields of the chosen category. */
export function readSpecificationFilters(params: URLSearchParams, fields: FilterableField[]): SpecificationFilter[] {
  const keys = fieldParamKeys(fields);
  const filters: SpecificationFilter[] = [];
  for (const field of fields.filter(isFilterable)) {
    const key = keys.get(field.id)!;
    if (field.type === "number") {
      const min = readNumber(params.get(`${key}-min`));
      const max = readNumber(params.get(`${key}-max`));
      if (min !== null || max !== null) filters.push({ fieldId: field.id, type: "number", min, max });
    } else if (field.type === "boolean") {
      const values = [...new Set(params.getAll(key))].flatMap((value) => (value === YES ? [true] : value === NO ? [false] : []));
      if (values.length > 0) filters.push({ fieldId: field.id, type: "boolean", values });
    } else {
      const values = [...new Set(params.getAll(key))].filter((value) => field.choices.includes(value));
      if (values.length > 0) filters.push({ fieldId: field.id, type: "choice", values });
    }
  }
  return filters;
}
