/**
 * The columns of the products CSV (docs/decisions/037-products-csv.md) and how each turns a
 * stored product into a cell and a cell into the API's input. The columns are the API's field
 * names, so the file reads like `POST /api/products`; `category` holds the category's slug, lists
 * hold one item per line, and the specifications are numbered pairs of columns
 * (`specifications.1.name`, `specifications.1.value`, ...) in the product's own order.
 */
import type { CreateProductInput } from "~/schemas/catalogue/product";
import type { Product } from "../product.server";

type Kind = "text" | "optionalText" | "list" | "integer" | "boolean" | "dateTime";

/** The fields the file holds in columns of their own (numbered pairs, typed values) or leaves out. */
const ELSEWHERE = ["specificationColumns", "typedValueColumns", "notInTheFile"] as const;
type Elsewhere = (typeof ELSEWHERE)[number];

/**
 * Every field of the product calls and where the file holds it, in the columns' order: a field of
 * the API without a place here fails the type check. `productCode` is the key an import matches
 * products by; `categoryId` is the `category` column, the category's slug.
 */
const CSV_PLACE_OF_FIELD = {
  productCode: "text",
  name: "text",
  slug: "text",
  categoryId: "text",
  status: "text",
  publishAt: "dateTime",
  description: "text",
  imageUrl: "optionalText",
  imageGallery: "list",
  priceRange: "optionalText",
  features: "list",
  datasheetUrl: "optionalText",
  sdkUrl: "optionalText",
  technology: "optionalText",
  interface: "optionalText",
  certification: "list",
  application: "list",
  rating: "integer",
  isFeatured: "boolean",
  lifecycle: "text",
  discontinuedOn: "optionalText",
  supportEndsOn: "optionalText",
  specifications: "specificationColumns",
  specificationValues: "typedValueColumns",
  // Translations are edited in the admin dialog, related products by their own picker.
  translations: "notInTheFile",
  relations: "notInTheFile",
} as const satisfies Record<keyof CreateProductInput, Kind | Elsewhere>;

type Places = typeof CSV_PLACE_OF_FIELD;
type ColumnField = { [Field in keyof Places]: Places[Field] extends Kind ? Field : never }[keyof Places];
export type FieldColumn = Exclude<ColumnField, "categoryId"> | "category";

/** The column of a field (or of an error's path): its name, but `category` for `categoryId`. */
export const columnOf = (field: string): string => (field === "categoryId" ? "category" : field);
const hasColumn = (place: Kind | Elsewhere): place is Kind => !(ELSEWHERE as readonly string[]).includes(place);

const FIELD_COLUMNS = Object.entries(CSV_PLACE_OF_FIELD).flatMap(([field, place]) =>
  hasColumn(place) ? [[columnOf(field) as FieldColumn, place] as const] : [],
);

/** The columns every export has, in order. */
export const FIELD_COLUMN_NAMES: readonly FieldColumn[] = FIELD_COLUMNS.map(([name]) => name);
const kindOf = new Map<string, Kind>(FIELD_COLUMNS);

/** `specifications.3.name` -> { position: 3, part: "name" }; null for any other column. */
export function specificationColumn(column: string): { position: number; part: "name" | "value" } | null {
  const match = /^specifications\.([1-9]\d{0,2})\.(name|value)$/.exec(column);
  return match ? { position: Number(match[1]), part: match[2] as "name" | "value" } : null;
}

export const specificationColumns = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => [`specifications.${index + 1}.name`, `specifications.${index + 1}.value`]).flat();

/** The input field a column fills (and names in the API's errors). */
export const inputFieldOf = (column: FieldColumn): ColumnField => (column === "category" ? "categoryId" : column);

/** A field's stored or parsed value as its cell: how an export writes it and how an import compares it. */
export function cellOf(column: FieldColumn, value: unknown): string {
  switch (kindOf.get(column)) {
    case "list":
      return ((value as string[] | undefined) ?? []).join("\n");
    case "dateTime":
      return value instanceof Date ? value.toISOString() : "";
    case "integer":
    case "boolean":
      return value === undefined || value === null ? "" : String(value);
    default:
      return (value as string | null | undefined) ?? "";
  }
}

/**
 * A cell as the API's input value; `undefined` leaves the field out (an empty rating, featured
 * flag, status or lifecycle keeps the stored value, or the default of a new product). A value that is not
 * what the field takes is passed as it is, for the schema to name the field and say why.
 */
export function inputOf(column: FieldColumn, cell: string): unknown {
  const text = cell.trim();
  switch (kindOf.get(column)) {
    case "list":
      return text === "" ? [] : text.split(/\r?\n/);
    case "dateTime":
      return text === "" ? null : text;
    case "integer":
      return text === "" ? undefined : /^[+-]?\d+$/.test(text) ? Number(text) : text;
    case "boolean":
      return text === "" ? undefined : (({ true: true, false: false } as Record<string, boolean>)[text.toLowerCase()] ?? text);
    case "optionalText":
      return text === "" ? null : cell;
    default:
      return (column === "status" || column === "lifecycle") && text === "" ? undefined : cell;
  }
}

/** A stored product's cells by column, its category given by slug. */
export function productCells(product: Product, categorySlug: string): Map<string, string> {
  const cells = new Map<string, string>();
  for (const column of FIELD_COLUMN_NAMES) {
    cells.set(column, cellOf(column, column === "category" ? categorySlug : product[column]));
  }
  Object.entries(product.specifications).forEach(([name, value], index) => {
    cells.set(`specifications.${index + 1}.name`, name);
    cells.set(`specifications.${index + 1}.value`, value);
  });
  return cells;
}
