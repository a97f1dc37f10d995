/**
 * The catalogue's filters by typed specification fields (decision 033), as the address holds them:
 * each filterable field of the chosen category has a key made from its name; a number field is a
 * range (`<key>-min`, `<key>-max`), a choice or yes/no field lists the values asked for (`<key>=IP65&<key>=IP67`,
 * `<key>=yes`), any of which matches. Text fields are shown, not filtered. An empty value is no
 * filter. What is not a value of the field is no filter either, and is reported as a problem named
 * by its key: the catalogue page ignores problems, `GET /api/products` refuses them (400).
 */
import type { SpecificationFieldType } from "../domain-values";
import { slugify } from "../slug";

export type FilterableField = { id: string; name: string; type: SpecificationFieldType; choices: string[] };

/** Each key of the address that holds no value of its field, with the reason. */
export type FilterProblems = Record<string, string>;

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

/** The number a bound of the range asks for; undefined when the text is no number. */
function readNumber(text: string | null): number | null | undefined {
  if (text === null || text.trim() === "") return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The values asked for under `key` (empty ones left out, each once), and those `read` does not know. */
function readValues<Value>(params: URLSearchParams, key: string, read: (text: string) => Value | undefined) {
  const values: Value[] = [];
  const unknown: string[] = [];
  for (const text of new Set(params.getAll(key).filter((text) => text !== ""))) {
    const value = read(text);
    if (value === undefined) unknown.push(text);
    else values.push(value);
  }
  return { values, unknown };
}

/** The filters the address sets for the fields of the chosen category, and what it asks that is no value of them. */
export function parseSpecificationFilters(
  params: URLSearchParams,
  fields: FilterableField[],
): { filters: SpecificationFilter[]; problems: FilterProblems } {
  const keys = fieldParamKeys(fields);
  const filters: SpecificationFilter[] = [];
  const problems: FilterProblems = {};
  for (const field of fields.filter(isFilterable)) {
    const key = keys.get(field.id)!;
    if (field.type === "number") {
      const [min, max] = (["min", "max"] as const).map((bound) => {
        const value = readNumber(params.get(`${key}-${bound}`));
        if (value === undefined) problems[`${key}-${bound}`] = `${field.name} (${bound}) must be a number`;
        return value ?? null;
      }) as [number | null, number | null];
      if (min !== null || max !== null) filters.push({ fieldId: field.id, type: "number", min, max });
    } else if (field.type === "boolean") {
      const { values, unknown } = readValues(params, key, (text) => (text === YES ? true : text === NO ? false : undefined));
      if (unknown.length > 0) problems[key] = `${field.name} must be ${YES} or ${NO}`;
      if (values.length > 0) filters.push({ fieldId: field.id, type: "boolean", values });
    } else {
      const { values, unknown } = readValues(params, key, (text) => (field.choices.includes(text) ? text : undefined));
      if (unknown.length > 0) problems[key] = `${field.name} must be one of ${field.choices.join(", ")}`;
      if (values.length > 0) filters.push({ fieldId: field.id, type: "choice", values });
    }
  }
  return { filters, problems };
}

/** The filters the address sets, read leniently (the catalogue page): what is no value of its field is no filter. */
export const readSpecificationFilters = (params: URLSearchParams, fields: FilterableField[]) =>
  parseSpecificationFilters(params, fields).filters;
