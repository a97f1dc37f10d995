/**
 * The fields a version changed, side by side, each named by its label in the edit dialog: its
 * value before the version and in it (decisions 062, 068). The first version has nothing before it: its fields are listed with their values.
 */
import { cn } from "~/lib/cn";
import type { VersionedKind } from "~/lib/history-values";
import type { VersionChange } from "~/lib/version-changes";
import { formatChangeValue } from "../staff/activity/activity-format";
import { changedFieldLabel } from "./history-format";

const VALUE_CELL = "max-w-0 align-top px-3 py-2 whitespace-pre-wrap break-words";

export function VersionChangesTable({ kind, changes, first }: { kind: VersionedKind; changes: VersionChange[]; first: boolean }) {
  if (changes.length === 0) {
    return <p className="text-sm text-[var(--muted-foreground)]">No field changed in this version.</p>;
  }
  return (
    <div className="max-h-[50dvh] overflow-auto rounded-lg border border-[var(--border)]">
      <table className="w-full table-fixed text-sm">
        <thead className="bg-[var(--muted)] text-left text-xs text-[var(--muted-foreground)] uppercase">
          <tr>
            <th scope="col" className="w-1/3 px-3 py-2 font-medium md:w-1/4">
              Field
            </th>
            {!first && (
              <th scope="col" className="px-3 py-2 font-medium">
                Before
              </th>
            )}
            <th scope="col" className="px-3 py-2 font-medium">
              {first ? "Value" : "After"}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} className="border-t border-[var(--border)]">
              <th scope="row" className="px-3 py-2 text-left align-top font-medium break-words">
                {changedFieldLabel(kind, change.field)}
              </th>
              {!first && <td className={`${VALUE_CELL} text-red-700 dark:text-red-300`}>{formatChangeValue(change.from)}</td>}
              <td className={cn(VALUE_CELL, !first && "text-green-700 dark:text-green-300")}>{formatChangeValue(change.to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
