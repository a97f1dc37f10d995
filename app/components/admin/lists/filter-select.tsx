/** A list screen's choice filter (Inquiries, Activity): one value of a label table, or all of them. */
import { FormField, Select } from "~/components/ui/form-field";

/** The filter value that means "no filter". */
export const ALL = "all";

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
