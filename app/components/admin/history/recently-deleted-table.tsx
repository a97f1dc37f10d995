/**
 * The Recently deleted list (decision 062): each deleted item with its name, kind and what its
 * delete took along, who deleted it and when, and the days left before the server purges it; Restore for
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

const COLUMNS = 4;

/** What a delete took along, by kind, as staff call it, in the order the list names them. */
const DEPENDENT_NOUNS: Record<string, string> = {
  product: "product",
  specification_field: "specification field",
  resource_version: "version",
};

/** "Category, with 2 products and 1 specification field": the kind, and what its delete took along. */
function whatText({ kind, dependents }: DeletedItemRow): string {
  const parts = Object.entries(DEPENDENT_NOUNS).flatMap(([dependentKind, noun]) => {
    const count = dependents.filter((dependent) => dependent.kind === dependentKind).length;
    return count > 0 ? [`${count} ${noun}${count === 1 ? "" : "s"}`] : [];
  });
  return parts.length > 0 ? `${VERSIONED_KIND_LABELS[kind]}, with ${parts.join(" and ")}` : VERSIONED_KIND_LABELS[kind];
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
          <HeaderCell>Item</HeaderCell>
          <HeaderCell className="w-48">Deleted</HeaderCell>
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
                <Cell>
                  <p className="font-medium">{row.label}</p>
                  <p className="text-xs text-[var(--muted-foreground)]">{whatText(row)}</p>
                </Cell>
                <Cell>
                  <p>{row.deletedByName}</p>
                  <time dateTime={row.deletedAt} className="text-xs text-[var(--muted-foreground)]">
                    {formatInquiryDateTime(row.deletedAt)}
                  </time>
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
