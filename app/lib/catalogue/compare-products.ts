/**
 * The product comparison (decision 033): which products the address names, and the rows of the
 * side-by-side table with the rows whose values differ marked. At most four products: the address
 * is shareable, so it is read leniently and whatever is beyond four or no slug is dropped.
 */
import { slugify } from "../slug";

export const MAX_COMPARED = 4;

/** The comparison's address for these slugs, e.g. `/compare?products=a,b`. */
export function comparePath(slugs: string[], differencesOnly = false): string {
  const params = new URLSearchParams();
  if (slugs.length > 0) params.set("products", slugs.join(","));
  if (differencesOnly) params.set("differences", "only");
  const search = params.toString().replaceAll("%2C", ",");
  return search ? `/compare?${search}` : "/compare";
}

/** The slugs asked for, in order, each once; those beyond the fourth, and what is no slug, are `dropped`. */
export function readComparedSlugs(param: string | null): { slugs: string[]; dropped: string[] } {
  const asked = [
    ...new Set(
      (param ?? "")
        .split(",")
        .map((slug) => slug.trim())
        .filter(Boolean),
    ),
  ];
  // A slug is what slugify leaves as it is.
  const valid = asked.filter((slug) => slug.length <= 200 && slugify(slug) === slug);
  return {
    slugs: valid.slice(0, MAX_COMPARED),
    dropped: [...asked.filter((slug) => !valid.includes(slug)), ...valid.slice(MAX_COMPARED)],
  };
}

export type ComparedValue = string | number | boolean | null;
export type ComparisonRow = {
  label: string;
  unit: string | null;
  type: "number" | "text" | "boolean";
  values: ComparedValue[];
  differs: boolean;
};

/** What a compared product brings to the table: its typed values and its free-form specifications. */
export type ComparedProduct = {
  specificationValues: { name: string; unit: string | null; type: string; value: number | string | boolean }[];
  specifications: Record<string, string>;
};

/** Whether the products' values of a row are not all the same (a missing value differs from any value). */
const valuesDiffer = (values: ComparedValue[]) => values.length > 1 && new Set(values.map((value) => JSON.stringify(value))).size > 1;

/**
 * The typed rows (each field once, by name and unit, in the order first met) and then the
 * free-form specification rows (by name, in the order first met), each with every product's value.
 */
export function comparisonRows(products: ComparedProduct[]): { typed: ComparisonRow[]; freeForm: ComparisonRow[] } {
  const typed = new Map<string, ComparisonRow>();
  products.forEach((product, column) => {
    for (const entry of product.specificationValues) {
      const key = `${entry.name}\u0000${entry.unit ?? ""}`;
      const type = entry.type === "number" ? "number" : entry.type === "boolean" ? "boolean" : "text";
      const row = typed.get(key) ?? { label: entry.name, unit: entry.unit, type, values: products.map(() => null), differs: false };
      row.values[column] = entry.value;
      typed.set(key, row);
    }
  });
  const freeForm = new Map<string, ComparisonRow>();
  products.forEach((product, column) => {
    for (const [name, value] of Object.entries(product.specifications)) {
      const row = freeForm.get(name) ?? {
        label: name,
        unit: null,
        type: "text" as const,
        values: products.map(() => null),
        differs: false,
      };
      row.values[column] = value;
      freeForm.set(name, row);
    }
  });
  const marked = (rows: Iterable<ComparisonRow>) => [...rows].map((row) => ({ ...row, differs: valuesDiffer(row.values) }));
  return { typed: marked(typed.values()), freeForm: marked(freeForm.values()) };
}
