/**
 * Importing products from CSV (docs/decisions/037-products-csv.md). The file is read whole and
 * checked before anything is written: each row is matched to a product by its code, validated by
 * the API's own create or update rules, and compared with what is stored. The plan says what
 * would be created and which columns of which products would change, or lists every error by row
 * and column; only a plan without errors is applied, in one transaction, through the same writes
 * as the API (slug history, activity log, catalogue counts).
 *
 * A column the file leaves out keeps its stored value; an empty cell clears an optional field
 * (an empty rating, featured flag or status keeps it) and a typed specification value.
 */
import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { cellText, parseCsv } from "~/lib/server/csv.server";
import { createProductSchema, updateProductSchema, type CreateProductInput, type UpdateProductInput } from "~/schemas/catalogue/product";
import { updatedLifecycleProblems } from "~/schemas/catalogue/product-lifecycle";
import { publicationColumns } from "~/schemas/content/publication";
import type { SpecificationValuesByName } from "~/schemas/catalogue/specification-field";
import { createProduct, updateProduct, type Product } from "../product.server";
import { versioned } from "../../history/item-versions.server";
import { specificationValuesOf } from "../specification-value.server";
import {
  cellOf,
  columnOf,
  FIELD_COLUMN_NAMES,
  inputFieldOf,
  inputOf,
  productCells,
  specificationColumn,
  type FieldColumn,
} from "./product-csv-columns.server";
import {
  fieldsByCategory,
  rowTypedValues,
  typedValueName,
  typedValuesDiffer,
  valuesByName,
  type TypedValue,
} from "./product-csv-typed-values.server";

export const MAX_IMPORT_ROWS = 10_000;
/** Rows per lookup query, well under PostgreSQL's limit of parameters. */
const LOOKUP_CHUNK = 1000;

export type ImportRowError = { row: number; column: string | null; message: string };
export type ImportRowChange = { row: number; productCode: string; action: "create" | "update"; columns: string[] };
export type ImportReport = {
  created: number;
  updated: number;
  unchanged: number;
  changes: ImportRowChange[];
  errors: ImportRowError[];
};

type PlannedWrite = { action: "create"; input: CreateProductInput } | { action: "update"; id: string; input: UpdateProductInput };
export type ImportPlan = { report: ImportReport; writes: PlannedWrite[] };

type Header = { fields: FieldColumn[]; specifications: number[]; typed: string[]; columns: string[] };

const isFieldColumn = (column: string): column is FieldColumn => (FIELD_COLUMN_NAMES as readonly string[]).includes(column);

/** The header's columns, or the errors that make the file unreadable (row 1). */
function readHeader(cells: string[], errors: ImportRowError[]): Header {
  const columns = cells.map((cell) => cell.trim());
  const fields: FieldColumn[] = [];
  const specifications = new Set<number>();
  const typed: string[] = [];
  columns.forEach((column, index) => {
    const fail = (message: string) => errors.push({ row: 1, column, message });
    if (columns.indexOf(column) !== index) return fail(`Column "${column}" appears more than once`);
    const specification = specificationColumn(column);
    if (specification) {
      const partner = `specifications.${specification.position}.${specification.part === "name" ? "value" : "name"}`;
      if (!columns.includes(partner)) return fail(`Column "${column}" needs its column "${partner}"`);
      return void specifications.add(specification.position);
    }
    const typedName = typedValueName(column);
    if (typedName !== null) return void typed.push(typedName);
    if (!isFieldColumn(column)) return fail(`Unknown column "${column}"`);
    fields.push(column);
  });
  if (!columns.includes("productCode")) errors.push({ row: 1, column: null, message: 'The file needs a "productCode" column' });
  return { fields, specifications: [...specifications].sort((a, b) => a - b), typed, columns };
}

async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) rows.push(...(await read(values.slice(start, start + LOOKUP_CHUNK))));
  return rows;
}

/** What the rows refer to: the products with their codes, the owners of their slugs, and every category. */
async function lookups(db: Queryable, codes: string[], slugs: string[], withTypedValues: boolean) {
  const existing = await inChunks(codes, (chunk) => db.select().from(products).where(inArray(products.productCode, chunk)));
  const storedTyped = new Map<string, Map<string, TypedValue>>();
  if (withTypedValues) {
    const ids = existing.map((product) => product.id);
    for (let start = 0; start < ids.length; start += LOOKUP_CHUNK) {
      const values = await specificationValuesOf(db, ids.slice(start, start + LOOKUP_CHUNK));
      for (const [id, views] of values) storedTyped.set(id, valuesByName(views));
    }
  }
  const owners = await inChunks(slugs, (chunk) =>
    db.select({ slug: products.slug, productCode: products.productCode }).from(products).where(inArray(products.slug, chunk)),
  );
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return {
    productsByCode: new Map(existing.map((product) => [product.productCode, product])),
    slugOwners: new Map(owners.map((owner) => [owner.slug, owner.productCode])),
    categoryIds: new Map(categoryRows.map((category) => [category.slug, category.id])),
    categorySlugs: new Map(categoryRows.map((category) => [category.id, category.slug])),
    storedTyped,
    typedFields: withTypedValues ? await fieldsByCategory(db) : new Map<string, never>(),
  };
}

/** The specifications of a row, in the order of their column numbers; empty pairs are skipped. */
function readSpecifications(cells: Map<string, string>, positions: number[], fail: (column: string, message: string) => void) {
  const map: Record<string, string> = {};
  const positionOf = new Map<string, number>();
  for (const position of positions) {
    const nameColumn = `specifications.${position}.name`;
    const name = cells.get(nameColumn)!.trim();
    const value = cells.get(`specifications.${position}.value`)!;
    if (name === "" && value.trim() === "") continue;
    if (name === "") fail(nameColumn, `Specification ${position} has a value but no name`);
    else if (positionOf.has(name)) fail(nameColumn, `Specification "${name}" is already specification ${positionOf.get(name)}`);
    else {
      positionOf.set(name, position);
      map[name] = value;
    }
  }
  return map;
}

/** The file's column order, the specifications after the other fields. */
const inColumnOrder = (columns: string[]): string[] => {
  const place = (column: string) => (FIELD_COLUMN_NAMES as readonly string[]).indexOf(column) >>> 0;
  return [...columns].sort((a, b) => place(a) - place(b));
};

/** The columns whose stored cells the parsed row would change. */
function changedFields(
  stored: Product,
  storedTyped: Map<string, TypedValue>,
  parsed: UpdateProductInput,
  categorySlugs: Map<string, string>,
): string[] {
  const storedCells = productCells(stored, categorySlugs.get(stored.categoryId) ?? "");
  return Object.entries(publicationColumns(parsed)).flatMap(([field, value]) => {
    if (field === "specificationValues") return typedValuesDiffer(storedTyped, value as SpecificationValuesByName) ? [field] : [];
    if (field === "specifications") {
      return JSON.stringify(Object.entries(value as object)) === JSON.stringify(Object.entries(stored.specifications)) ? [] : [field];
    }
    const column = columnOf(field) as FieldColumn;
    const cell = column === "category" ? (categorySlugs.get(value as string) ?? "") : cellOf(column, value);
    return cell === storedCells.get(column) ? [] : [field];
  });
}

/** The write of an update: the changed fields only, and status with its publish time as one. */
function updateInput(parsed: UpdateProductInput, fields: string[]): UpdateProductInput {
  const publication = fields.includes("status") || fields.includes("publishAt");
  const keep = new Set([...fields, ...(publication ? ["status", "publishAt"] : [])]);
  return Object.fromEntries(Object.entries(parsed).filter(([field]) => keep.has(field))) as UpdateProductInput;
}

export async function planProductImport(db: Queryable, text: string): Promise<ImportPlan> {
  const errors: ImportRowError[] = [];
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, changes: [], errors };
  const writes: PlannedWrite[] = [];
  const [headerCells, ...records] = parseCsv(text, "file");
  if (headerCells === undefined) {
    errors.push({ row: 1, column: null, message: 'The file is empty: it needs a header row with a "productCode" column' });
    return { report, writes };
  }
  const header = readHeader(headerCells, errors);
  if (records.length > MAX_IMPORT_ROWS) {
    errors.push({ row: MAX_IMPORT_ROWS + 2, column: null, message: `A file can hold at most ${MAX_IMPORT_ROWS} products` });
  }
  if (errors.length > 0) return { report, writes };

  const rows = records.map((record) => new Map(header.columns.map((column, index) => [column, cellText(record[index] ?? "")])));
  const codes = rows.map((cells) => cells.get("productCode")!.trim()).filter((code) => code !== "");
  const slugs = rows.map((cells) => cells.get("slug")?.trim() ?? "").filter((slug) => slug !== "");
  const { productsByCode, slugOwners, categoryIds, categorySlugs, storedTyped, typedFields } = await lookups(
    db,
    codes,
    slugs,
    header.typed.length > 0,
  );
  const rowOfCode = new Map<string, number>();
  const rowOfSlug = new Map<string, number>();

  rows.forEach((cells, index) => {
    const row = index + 2;
    const errorsBefore = errors.length;
    const fail = (column: string | null, message: string) => errors.push({ row, column, message });
    const nulColumn = [...cells].find(([, cell]) => cell.includes("\0"))?.[0];
    if (nulColumn !== undefined) return fail(nulColumn, "Must not contain NUL characters");
    const productCode = cells.get("productCode")!.trim();
    if (productCode === "") return fail("productCode", "Product code is required");
    if (rowOfCode.has(productCode))
      return fail("productCode", `Product code ${productCode} is already on row ${rowOfCode.get(productCode)}`);
    rowOfCode.set(productCode, row);
    const stored = productsByCode.get(productCode);

    const raw: Record<string, unknown> = {};
    for (const column of header.fields) {
      const cell = cells.get(column)!;
      if (column === "category" && cell.trim() !== "") {
        const categoryId = categoryIds.get(cell.trim());
        if (categoryId === undefined) fail(column, `No category has the slug "${cell.trim()}"`);
        raw.categoryId = categoryId;
        continue;
      }
      const value = inputOf(column, cell);
      if (value !== undefined) raw[inputFieldOf(column)] = value;
    }
    if (header.specifications.length > 0) raw.specifications = readSpecifications(cells, header.specifications, fail);
    const rowCategoryId = typeof raw.categoryId === "string" && raw.categoryId !== "" ? raw.categoryId : stored?.categoryId;
    if (header.typed.length > 0 && rowCategoryId !== undefined) {
      raw.specificationValues = rowTypedValues({
        cells,
        names: header.typed,
        fields: typedFields.get(rowCategoryId) ?? new Map(),
        categorySlug: categorySlugs.get(rowCategoryId) ?? "",
        stored: stored?.categoryId === rowCategoryId ? (storedTyped.get(stored.id) ?? new Map()) : new Map(),
        fail,
      });
    }

    const schema: z.ZodType<UpdateProductInput> = stored ? updateProductSchema : createProductSchema;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const named = new Set(errors.slice(errorsBefore).map((error) => error.column));
      for (const issue of parsed.error.issues) {
        const column = columnOf(String(issue.path[0] ?? "productCode"));
        if (!named.has(column)) fail(column, issue.message);
        named.add(column);
      }
    }
    const slug = typeof raw.slug === "string" ? raw.slug.trim() : "";
    if (slug !== "") {
      const owner = slugOwners.get(slug);
      if (rowOfSlug.has(slug)) fail("slug", `Slug ${slug} is already on row ${rowOfSlug.get(slug)}`);
      else if (owner !== undefined && owner !== productCode) fail("slug", `Slug ${slug} belongs to product ${owner}`);
      rowOfSlug.set(slug, row);
    }
    // The lifecycle's days with the stored ones a row leaves as they are (decision 058); a new product's are checked by its schema.
    if (parsed.success && stored) {
      for (const [field, message] of Object.entries(updatedLifecycleProblems(stored, parsed.data))) fail(columnOf(field), message);
    }
    if (errors.length > errorsBefore || !parsed.success) return;

    if (!stored) {
      report.created += 1;
      report.changes.push({ row, productCode, action: "create", columns: [] });
      writes.push({ action: "create", input: parsed.data as CreateProductInput });
      return;
    }
    const fields = changedFields(stored, storedTyped.get(stored.id) ?? new Map(), parsed.data, categorySlugs);
    if (fields.length === 0) {
      report.unchanged += 1;
      return;
    }
    report.updated += 1;
    report.changes.push({ row, productCode, action: "update", columns: inColumnOrder(fields.map(columnOf)) });
    writes.push({ action: "update", id: stored.id, input: updateInput(parsed.data, fields) });
  });
  return { report, writes };
}

/**
 * Applies a plan without errors; run it in one transaction, so that a write refused on the way
 * leaves nothing half done. Each product written keeps its version, as an edit does (decision 062).
 */
export async function applyProductImport(db: Queryable, writes: PlannedWrite[]): Promise<void> {
  for (const write of writes) {
    if (write.action === "create") await versioned(db, "product", undefined, () => createProduct(db, write.input));
    else await versioned(db, "product", write.id, () => updateProduct(db, write.id, write.input));
  }
}
