/** The Inquiries screen's filters (admin-panel.md §2, §9): status and type, each with "all". */
import { FormField, Select } from "~/components/ui/form-field";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS } from "./inquiry-format";

export const ALL = "all";
export type InquiryFilters = { status: string; type: string };

/** One `<option>` for each value of a label table, in its order. */
export function LabelledOptions({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A choice among a label table's values, or all of them. */
export function FilterSelect({
  label,
  allLabel,
  labels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  labels: Record<string, string>;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FormField label={label} className="w-full sm:w-48">
      {(field) => (
        <Select {...field} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value={ALL}>{allLabel}</option>
          <LabelledOptions labels={labels} />
        </Select>
      )}
    </FormField>
  );
}

export function InquiryFilterBar({ filters, onChange }: { filters: InquiryFilters; onChange(changes: Partial<InquiryFilters>): void }) {
  return (
    <div className="flex flex-wrap gap-4">
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
    </div>
  );
}
