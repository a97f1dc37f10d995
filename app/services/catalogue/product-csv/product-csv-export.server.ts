/**
 * The products CSV download (docs/decisions/037-products-csv.md): every product, drafts and
 * scheduled ones included, in product-code order, with as many specification column pairs as the
 * product with the most specifications needs, and a column per typed specification field. It is written a page at a time as the client reads
 * it, so that a catalogue of any size streams without being held in memory.
 */
import { asc, gt, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { CSV_BYTE_ORDER_MARK, csvLine } from "~/lib/server/csv.server";
import { specificationValuesOf } from "../specification-value.server";
import { FIELD_COLUMN_NAMES, productCells, specificationColumns } from "./product-csv-columns.server";
import { typedValueCell, typedValueColumns, typedValueName, valuesByName } from "./product-csv-typed-values.server";

const PAGE_ROWS = 500;

async function header(db: Queryable): Promise<string[]> {
  const [row] = await db
    .select({ most: sql<number>`coalesce(max((select count(*) from json_object_keys(${products.specifications}))), 0)::int` })
    .from(products);
  return [...FIELD_COLUMN_NAMES, ...specificationColumns(row?.most ?? 0), ...(await typedValueColumns(db))];
}

/** Category slugs by id: the file names categories the way people and URLs do. */
export async function categorySlugsById(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((row) => [row.id, row.slug]));
}

export function productsCsvStream(db: Queryable): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let columns: string[] | null = null;
  let slugs = new Map<string, string>();
  let after: string | null = null;
  return new ReadableStream({
    async pull(controller) {
      if (columns === null) {
        columns = await header(db);
        slugs = await categorySlugsById(db);
        controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + csvLine(columns)));
        return;
      }
      const page = await db
        .select()
        .from(products)
        .where(after === null ? undefined : gt(products.productCode, after))
        .orderBy(asc(products.productCode))
        .limit(PAGE_ROWS);
      if (page.length === 0) return controller.close();
      after = page.at(-1)!.productCode;
      const typed = await specificationValuesOf(
        db,
        page.map((product) => product.id),
      );
      const lines = page.map((product) => {
        const cells = productCells(product, slugs.get(product.categoryId) ?? "");
        const values = valuesByName(typed.get(product.id)!);
        for (const column of columns!) {
          const name = typedValueName(column);
          if (name !== null) cells.set(column, typedValueCell(values.get(name)));
        }
        return csvLine(columns!.map((column) => cells.get(column) ?? ""));
      });
      controller.enqueue(encoder.encode(lines.join("")));
    },
  });
}
