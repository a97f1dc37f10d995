/** The products CSV import's query and answer (docs/decisions/037-products-csv.md), for the route and the OpenAPI document. */
import { z } from "zod";

export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], "dryRun must be true or false")
    .transform((value) => value === "true")
    .optional()
    .describe("true: check the file and report what an import would change, writing nothing"),
});

export const productImportReportSchema = z.object({
  dryRun: z.boolean(),
  created: z.int().describe("Rows whose product code is new"),
  updated: z.int().describe("Rows that change a stored product"),
  unchanged: z.int().describe("Rows equal to the stored product"),
  changes: z
    .array(
      z.object({
        row: z.int().describe("The row in the file, the header being row 1"),
        productCode: z.string(),
        action: z.enum(["create", "update"]),
        columns: z.array(z.string()).describe("For an update, the columns it changes"),
      }),
    )
    .describe("What the import does, row by row (unchanged rows are only counted)"),
  errors: z
    .array(z.object({ row: z.int(), column: z.string().nullable(), message: z.string() }))
    .describe("Every problem, by row and column; a file with any is not imported"),
});
