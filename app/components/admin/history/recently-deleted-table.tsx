/**
 * The Recently deleted list (decision 062): each deleted item with its kind, name, what its delete
 * took along, who deleted it, when, and the days left before the server purges it; Restore for
 * all staff, Purge (confirmed) for admins.
 */
import { RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { VERSIONED_KIND_LABELS } from "~/lib/history-values";
import type { DeletedItemRow } from "~/schemas/staff/history";
import { formatInquiryDateTime } from "../inquiries/inquiry-format";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../lists/admin-table";
import { daysLeftLabel } from "./history-format";

const COLUMNS = 6;

/** "with 2 products and 1 specification field" for what a delete took along. */
function dependentsText(dependents: DeletedItemRow["dependents"]): string | null {
  const counts = new Map<string, number>();
  for (const dependent of dependents) counts.set(dependent.kind, (counts.get(dependent.kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, count]) => {
    const noun = kind === "product" ? "product" : "specification field";
    return `${count} ${noun}${count === 1 ? "" : "s"}`;
  });
  return parts.length > 0 ? `with ${parts.join(" and ")}` : null;
}

export function RecentlyDeletedTable({
  rows,
  loading,
  canPurge,
  busy,
  onRestore,
  onPurge,
}: {
  rows: DeletedItemRow[];
  loading: boolean;
  canPurge: boolean;
  busy: boolean;
  onRestore(row: DeletedItemRow): void;
  onPurge(row: DeletedItemRow): void;
}) {
  const [purging, setPurging] = useState<DeletedItemRow | null>(null);
  return (
    <>
      <AdminTable label="Recently deleted items">
        <TableHead>
          <HeaderCell className="w-36">Kind</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell className="w-32">Deleted by</HeaderCell>
          <HeaderCell className="w-44">Deleted</HeaderCell>
          <HeaderCell className="w-32">Purged in</HeaderCell>
          <HeaderCell className="w-52 text-right">Actions</HeaderCell>
        </TableHead>
        <TableBody>
          {loading ? (
            <LoadingRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={COLUMNS}>Nothing was deleted in the last 30 days.</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.id}>
                <Cell>{VERSIONED_KIND_LABELS[row.kind]}</Cell>
                <Cell>
                  <p className="font-medium">{row.label}</p>
                  {dependentsText(row.dependents) && (
                    <p className="text-xs text-[var(--muted-foreground)]">{dependentsText(row.dependents)}</p>
                  )}
                </Cell>
                <Cell>{row.deletedByName}</Cell>
                <Cell>
                  <time dateTime={row.deletedAt}>{formatInquiryDateTime(row.deletedAt)}</time>
                </Cell>
                <Cell className="tabular-nums">{daysLeftLabel(row.purgeAt)}</Cell>
                <Cell>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => onRestore(row)}
                      aria-label={`Restore ${row.label}`}
                    >
                      <RotateCcw aria-hidden /> Restore
                    </Button>
                    {canPurge && (
                      <Button size="sm" variant="ghost" disabled={busy} onClick={() => setPurging(row)} aria-label={`Purge ${row.label}`}>
                        <Trash2 aria-hidden /> Purge
                      </Button>
                    )}
                  </div>
                </Cell>
              </tr>
            ))
          )}
        </TableBody>
      </AdminTable>
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(open) => !open && setPurging(null)}
        title="Purge for good?"
        description={`"${purging?.label ?? ""}" and its history will be removed for good. This action cannot be undone.`}
        confirmLabel="Purge"
        destructive
        onConfirm={() => {
          if (purging) onPurge(purging);
          setPurging(null);
        }}
      />
    </>
  );
}
