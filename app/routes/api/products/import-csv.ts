import type { Route } from "./+types/import-csv";
import { apiHandler, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { badRequest, methodNotAllowed } from "~/lib/server/http-errors.server";
import { productImportQuerySchema } from "~/schemas/catalogue/product-import";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { applyProductImport, planProductImport, type ImportReport } from "~/services/catalogue/product-csv/product-csv-import.server";
import { readUploadedFile } from "~/services/media/upload-request.server";

const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const reason = "The file must be UTF-8 text: save it as CSV UTF-8";
    throw badRequest(reason, { file: reason });
  }
}

/** A file with errors is refused whole, dry run or not: 400 with the report, the first error named on `file`. */
function refused(report: ImportReport, dryRun: boolean): Response {
  const [first] = report.errors;
  const where = first!.column === null ? `Row ${first!.row}` : `Row ${first!.row}, ${first!.column}`;
  const count = report.errors.length === 1 ? "1 error" : `${report.errors.length} errors`;
  const message = dryRun ? `The file has ${count}` : `The file has ${count}; nothing was imported`;
  return Response.json({ message, fields: { file: `${where}: ${first!.message}` }, dryRun, ...report }, { status: 400 });
}

/** Staff: products from a CSV file (field `file`), created or updated by product code (decision 037). */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const dryRun = readQuery(request, productImportQuerySchema).dryRun ?? false;
  const { bytes } = await readUploadedFile(request, MAX_IMPORT_BYTES);
  const { report, writes } = await planProductImport(context.db, csvText(bytes));
  if (report.errors.length > 0) return refused(report, dryRun);
  if (!dryRun) await writeAs(context.db, user, (tx) => applyProductImport(tx, writes));
  return Response.json({ dryRun, ...report });
});

export const loader = refuseMethod(["POST"]);
