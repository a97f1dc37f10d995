/**
 * The activity log's table (decision 032): when, who, what was done to which item, and an
 * update's changed fields, summarised in a line that opens to each field's value before and after.
 */
import { Button } from "~/components/ui/button";
import type { ActivityChanges } from "~/lib/activity-values";
import type { ActivityRow } from "~/schemas/staff/activity";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_KIND_LABELS,
  fieldLabel,
  formatChangeValue,
  isHiddenChange,
  summariseChanges,
} from "./activity-format";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "../../lists/admin-table";
import { formatInquiryDateTime } from "../../inquiries/inquiry-format";

const COLUMNS = 5;

function ChangedFields({ changes }: { changes: ActivityChanges }) {
  return (
    <details className="group max-w-[28rem]">
      <summary className="cursor-pointer text-[var(--link)] underline-offset-4 hover:underline">{summariseChanges(changes)}</summary>
      <dl className="mt-2 grid gap-2">
        {Object.entries(changes).map(([field, change]) => (
          <div key={field} className="rounded-md border border-[var(--border)] p-2">
            <dt className="font-medium">{fieldLabel(field)}</dt>
            {isHiddenChange(change) ? (
              <dd className="text-[var(--muted-foreground)]">Changed (the value is not recorded)</dd>
            ) : (
              <dd className="grid gap-1 text-xs break-words">
                <span>
                  <span className="text-[var(--muted-foreground)]">Before: </span>
                  {formatChangeValue(change.from)}
                </span>
                <span>
                  <span className="text-[var(--muted-foreground)]">After: </span>
                  {formatChangeValue(change.to)}
                </span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </details>
  );
}

export function ActivityTable({
  rows,
  loading,
  filtered,
  onShowItem,
}: {
  rows: ActivityRow[];
  loading: boolean;
  filtered: boolean;
  onShowItem(entry: ActivityRow): void;
}) {
  return (
    <AdminTable label="Activity" className="[&_td]:px-3 [&_th]:px-3">
      <TableHead>
        <HeaderCell>When</HeaderCell>
        <HeaderCell>Who</HeaderCell>
        <HeaderCell>Action</HeaderCell>
        <HeaderCell>What</HeaderCell>
        <HeaderCell>Changes</HeaderCell>
      </TableHead>
      <TableBody>
        {loading ? (
          <LoadingRows columns={COLUMNS} />
        ) : rows.length === 0 ? (
          <EmptyRow columns={COLUMNS}>
            <p>{filtered ? "No activity matches these filters" : "No activity yet"}</p>
          </EmptyRow>
        ) : (
          rows.map((entry) => (
            <tr key={entry.id} className="align-top">
              <Cell className="whitespace-nowrap tabular-nums">
                <time dateTime={entry.createdAt}>{formatInquiryDateTime(entry.createdAt)}</time>
              </Cell>
              <Cell className="whitespace-nowrap">
                {entry.actorName}
                {entry.actorId === null && <span className="text-[var(--muted-foreground)]"> (deleted)</span>}
              </Cell>
              <Cell className="whitespace-nowrap">{ACTIVITY_ACTION_LABELS[entry.action]}</Cell>
              <Cell>
                <span className="block text-xs text-[var(--muted-foreground)]">{ACTIVITY_KIND_LABELS[entry.entityKind]}</span>
                {entry.itemId ? (
                  <Button
                    variant="link"
                    className="h-auto p-0 text-left whitespace-normal"
                    title="Show this item's history"
                    onClick={() => onShowItem(entry)}
                  >
                    {entry.itemLabel || ACTIVITY_KIND_LABELS[entry.entityKind]}
                  </Button>
                ) : (
                  <span>{entry.itemLabel}</span>
                )}
              </Cell>
              <Cell>
                {entry.changes && Object.keys(entry.changes).length > 0 ? (
                  <ChangedFields changes={entry.changes} />
                ) : (
                  <span className="text-[var(--muted-foreground)]">—</span>
                )}
              </Cell>
            </tr>
          ))
        )}
      </TableBody>
    </AdminTable>
  );
}
