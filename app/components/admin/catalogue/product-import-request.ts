/**
 * The products CSV import call (`POST /api/products/import.csv`, decision 037) as the import
 * dialog makes it: a file with errors is answered 400 with its full report, which the dialog
 * shows like any other report; any other failure throws.
 */
import { ApiError, listPath } from "~/lib/api-client";
import type { z } from "zod";
import type { productImportReportSchema } from "~/schemas/catalogue/product-import";
import { PRODUCTS_IMPORT_PATH } from "../shell/api-paths";

export type ProductImportReport = z.output<typeof productImportReportSchema>;

const isReport = (body: unknown): body is ProductImportReport =>
  typeof body === "object" && body !== null && Array.isArray((body as { errors?: unknown }).errors);

export async function sendProductImport(file: File, dryRun: boolean): Promise<ProductImportReport> {
  const body = new FormData();
  body.set("file", file);
  const response = await fetch(listPath(PRODUCTS_IMPORT_PATH, { dryRun: dryRun || undefined }), {
    method: "POST",
    credentials: "include",
    body,
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: reported below as the failure it is
  }
  if ((response.ok || response.status === 400) && isReport(parsed)) return parsed;
  throw new ApiError(response.status, text, response.statusText);
}

/** "2 new, 3 changed, 95 unchanged". */
export const reportSummary = ({ created, updated, unchanged }: ProductImportReport): string =>
  `${created} new, ${updated} changed, ${unchanged} unchanged`;
