/**
 * The Activity screen's filters (decision 032): staff member, kind, action and a range of days,
 * and the item chosen from the table, each kept in the address.
 */
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { UserRow } from "~/schemas/staff/user";
import { ACTIVITY_ACTION_LABELS, ACTIVITY_KIND_LABELS } from "./activity-format";
import { DayRangeFilter } from "../../lists/day-range-filter";
import { ALL, FilterSelect } from "../../lists/filter-select";

export type ActivityFilters = { user: string; kind: string; action: string; item: string; from: string; to: string };

export const NO_ACTIVITY_FILTERS: ActivityFilters = { user: ALL, kind: ALL, action: ALL, item: "", from: "", to: "" };

export function ActivityFilterBar({
  filters,
  users,
  itemLabel,
  onChange,
}: {
  filters: ActivityFilters;
  users: UserRow[];
  /** What the item filter shows: the label of the item picked in the table. */
  itemLabel: string | undefined;
  onChange(changes: Partial<ActivityFilters>): void;
}) {
  const userLabels = Object.fromEntries(users.map((user) => [user.id, user.username]));
  const filtered = Object.entries(filters).some(([key, value]) => value !== NO_ACTIVITY_FILTERS[key as keyof ActivityFilters]);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-4">
        <FilterSelect label="User" allLabel="All users" labels={userLabels} value={filters.user} onChange={(user) => onChange({ user })} />
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          labels={ACTIVITY_KIND_LABELS}
          value={filters.kind}
          onChange={(kind) => onChange({ kind })}
        />
        <FilterSelect
          label="Action"
          allLabel="All actions"
          labels={ACTIVITY_ACTION_LABELS}
          value={filters.action}
          onChange={(action) => onChange({ action })}
        />
        <DayRangeFilter range={filters} onChange={onChange} />
        {filtered && (
          <Button variant="ghost" onClick={() => onChange(NO_ACTIVITY_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
      {filters.item && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          Only the history of <span className="font-medium">{itemLabel ?? filters.item}</span>
          <Button variant="secondary" size="sm" aria-label="Show every item" onClick={() => onChange({ item: "" })}>
            <X aria-hidden /> Every item
          </Button>
        </p>
      )}
    </div>
  );
}
