/** A list screen's range of days (Inquiries, Activity): "From" and "To" date inputs, both days included, side by side on a phone. */
import { FormField, Input } from "~/components/ui/form-field";

export type DayRange = { from: string; to: string };

function DayFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <FormField label={label} className="w-[calc(50%-0.5rem)] sm:w-40">
      {(field) => <Input {...field} type="date" value={value} onChange={(event) => onChange(event.target.value)} />}
    </FormField>
  );
}

export function DayRangeFilter({ range, onChange }: { range: DayRange; onChange(changes: Partial<DayRange>): void }) {
  return (
    <>
      <DayFilter label="From" value={range.from} onChange={(from) => onChange({ from })} />
      <DayFilter label="To" value={range.to} onChange={(to) => onChange({ to })} />
    </>
  );
}
