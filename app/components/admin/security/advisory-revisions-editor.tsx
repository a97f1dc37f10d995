/** An advisory's revision history (decision 059): a dated note per revision, oldest first; the newest date is the advisory's "updated". */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { RowButtons, RowInput, RowListField, RowListItem } from "../forms/row-list-field";
import type { AdvisoryFormOutput, AdvisoryFormValues } from "./advisory-form-values";

const MAX_ROWS = 100;
const GRID = "sm:grid-cols-[10rem_minmax(0,1fr)_auto]";
const COLUMNS = [
  { label: "Date", required: true },
  { label: "What changed", required: true },
] as const;

export function AdvisoryRevisionsEditor({ form }: { form: UseFormReturn<AdvisoryFormValues, unknown, AdvisoryFormOutput> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "revisions" });
  const errors = form.formState.errors.revisions;
  return (
    <RowListField
      legend="Revision history"
      hint="Add a revision each time the advisory changes; the newest date shows as its Updated date."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_ROWS}
      addLabel="Add revision"
      onAdd={() => append({ revisedOn: new Date().toISOString().slice(0, 10), note: "", translations: {} })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((line, index) => (
        <RowListItem key={line.id} grid={GRID}>
          <RowInput
            label="Date"
            type="date"
            row={`revision ${index + 1}`}
            required
            error={errors?.[index]?.revisedOn?.message}
            {...form.register(`revisions.${index}.revisedOn`)}
          />
          <RowInput
            label="What changed"
            row={`revision ${index + 1}`}
            required
            error={errors?.[index]?.note?.message}
            {...form.register(`revisions.${index}.note`)}
          />
          <RowButtons row={`revision ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={remove} />
        </RowListItem>
      ))}
    </RowListField>
  );
}
