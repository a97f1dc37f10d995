/**
 * Import products from CSV (decision 037): choose a file, check it (a dry run: the server says
 * what would be created and changed, or lists every error by row and column), then import it.
 * The import button appears only for a checked file without errors; choosing another file asks
 * for a new check.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { FormField, Input } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiError } from "~/lib/api-client";
import { AdminTable, HeaderCell, TableHead } from "../lists/admin-table";
import { DASHBOARD_STATS_PATH, PRODUCTS_PATH } from "../shell/api-paths";
import { reportSummary, sendProductImport, type ProductImportReport } from "./product-import-request";
import { refetchAfterWrite } from "~/lib/admin-query-client";

/** Rows of a report listed on screen; the counts above them cover the rest. */
const LISTED_ROWS = 100;

function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return "The file could not be sent; check your connection and try again.";
  if (error.fields.file) return error.fields.file;
  try {
    return (JSON.parse(error.body) as { message?: string }).message ?? error.message;
  } catch {
    return error.message;
  }
}

const cellClass = "px-3 py-2 align-top break-words";
const codeCellClass = `${cellClass} font-mono text-xs break-all`;

/** The first rows of a report as a table of three columns (row, what, detail), scrolling within the dialog. */
function ReportTable({ label, headings, rows }: { label: string; headings: [string, string, string]; rows: [number, string, string][] }) {
  return (
    <>
      <AdminTable label={label} className="max-h-72 overflow-y-auto" tableClassName="min-w-0">
        <TableHead>
          {headings.map((heading) => (
            <HeaderCell key={heading}>{heading}</HeaderCell>
          ))}
        </TableHead>
        <tbody>
          {rows.slice(0, LISTED_ROWS).map(([row, what, detail], index) => (
            <tr key={index} className="border-t border-[var(--border)]">
              <td className={cellClass}>{row}</td>
              <td className={codeCellClass}>{what}</td>
              <td className={cellClass}>{detail}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {rows.length > LISTED_ROWS && <p className="text-sm text-[var(--muted-foreground)]">and {rows.length - LISTED_ROWS} more</p>}
    </>
  );
}

function ReportDetails({ report }: { report: ProductImportReport }) {
  if (report.errors.length > 0) {
    return (
      <div className="grid gap-2">
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          The file has {report.errors.length === 1 ? "1 error" : `${report.errors.length} errors`}; fix them and check it again.
        </p>
        <ReportTable
          label="Errors in the file"
          headings={["Row", "Column", "Problem"]}
          rows={report.errors.map((error) => [error.row, error.column ?? "—", error.message])}
        />
      </div>
    );
  }
  if (report.changes.length === 0) return <p className="text-sm">Every product in the file is as stored: there is nothing to import.</p>;
  return (
    <div className="grid gap-2">
      <ReportTable
        label="What the import changes"
        headings={["Row", "Product code", "Change"]}
        rows={report.changes.map((change) => [
          change.row,
          change.productCode,
          change.action === "create" ? "New product" : `Changes ${change.columns.join(", ")}`,
        ])}
      />
    </div>
  );
}

export function ProductImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"checking" | "importing" | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    onClose();
  };
  const close = () => busy === null && reset();

  const send = async (dryRun: boolean) => {
    if (!file) return setFailure("Choose a CSV file");
    setBusy(dryRun ? "checking" : "importing");
    setFailure(null);
    try {
      const answer = await sendProductImport(file, dryRun);
      setReport(answer);
      if (!dryRun && answer.errors.length === 0) {
        await refetchAfterWrite(queryClient, [PRODUCTS_PATH, DASHBOARD_STATS_PATH]);
        toast({ title: "Products imported", description: `${answer.created} created, ${answer.updated} updated` });
        setBusy(null);
        reset();
        return;
      }
    } catch (error) {
      setReport(null);
      setFailure(failureText(error));
    }
    setBusy(null);
  };

  const importable = report !== null && report.dryRun && report.errors.length === 0 && report.changes.length > 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader
          title="Import products from CSV"
          description="Products are matched by product code: a new code creates a product, a known one updates the columns the file has. Start from an export to get the columns."
        />
        <FormField label="CSV file" required error={failure ?? undefined} hint="UTF-8 CSV, at most 10,000 products">
          {(props) => (
            <Input
              {...props}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
                setFailure(null);
              }}
            />
          )}
        </FormField>
        {report && (
          <section aria-label="Check result" aria-live="polite" className="grid gap-3">
            <p className="text-sm font-medium">{reportSummary(report)}</p>
            <ReportDetails report={report} />
          </section>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={busy !== null}>
            Cancel
          </Button>
          <Button variant={importable ? "secondary" : "primary"} onClick={() => send(true)} disabled={busy !== null || !file}>
            {busy === "checking" ? "Checking…" : "Check file"}
          </Button>
          {importable && (
            <Button onClick={() => send(false)} disabled={busy !== null}>
              {busy === "importing"
                ? "Importing…"
                : `Import ${report.changes.length} ${report.changes.length === 1 ? "change" : "changes"}`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
