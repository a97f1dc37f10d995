/**
 * The Inquiries screen's filters (docs/behaviour/admin-area.md §2, §9; decision 036): status and type, each
 * with "all", the assignee (anyone, me, nobody or one staff member) and the days the inquiries
 * arrived on (UTC, both included).
 */
import { DayRangeFilter } from "../lists/day-range-filter";
import { FilterSelect } from "../lists/filter-select";
import { assigneeNames, useAssignees } from "./inquiry-assignees";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS } from "./inquiry-format";

export type InquiryFilters = { status: string; type: string; assignee: string; from: string; to: string };

export function InquiryFilterBar({ filters, onChange }: { filters: InquiryFilters; onChange(changes: Partial<InquiryFilters>): void }) {
  const assigneeLabels = { me: "Assigned to me", unassigned: "Unassigned", ...assigneeNames(useAssignees()) };
  return (
    <div className="flex flex-wrap items-end gap-4">
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        labels={INQUIRY_STATUS_LABELS}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label="Type"
        allLabel="All types"
        labels={INQUIRY_TYPE_LABELS}
        value={filters.type}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="Assignee"
        allLabel="All assignees"
        labels={assigneeLabels}
        value={filters.assignee}
        onChange={(assignee) => onChange({ assignee })}
      />
      <DayRangeFilter range={filters} onChange={onChange} />
    </div>
  );
}
