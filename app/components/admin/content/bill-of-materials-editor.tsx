/**
 * The bill of materials of a solution (the editor docs/behaviour/admin-area.md §2 only announces): lines of
 * part, model, quantity and notes, added, removed and moved up or down, judged by the shared
 * solution schema.
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { RowButtons, RowInput, RowListField, RowListItem } from "../forms/row-list-field";
import { newBillOfMaterialsLine, type SolutionFormOutput, type SolutionFormValues } from "./solution-form-values";
import { SOLUTION_FIELD_LABELS } from "../forms/field-labels";

const MAX_LINES = 200;
const GRID = "sm:grid-cols-[minmax(0,2.2fr)_minmax(0,1.3fr)_4.5rem_minmax(0,2.2fr)_auto]";
const COLUMNS = [
  { key: "part", label: "Part", required: true, className: "col-span-2 sm:col-span-1" },
  { key: "model", label: "Model", required: false },
  { key: "quantity", label: "Quantity", required: true, inputMode: "numeric" },
  { key: "notes", label: "Notes", required: false, className: "col-span-2 sm:col-span-1" },
] as const;

export function BillOfMaterialsEditor({ form }: { form: UseFormReturn<SolutionFormValues, unknown, SolutionFormOutput> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "bomList" });
  const errors = form.formState.errors.bomList;

  return (
    <RowListField
      legend={SOLUTION_FIELD_LABELS.bomList}
      hint="The parts this solution needs, listed on its public page in this order."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_LINES}
      addLabel="Add line"
      onAdd={() => append(newBillOfMaterialsLine())}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((line, index) => (
        <RowListItem key={line.id} grid={GRID}>
          {COLUMNS.map(({ key, ...column }) => (
            <RowInput
              key={key}
              row={`line ${index + 1}`}
              error={errors?.[index]?.[key]?.message}
              {...column}
              {...form.register(`bomList.${index}.${key}`)}
            />
          ))}
          <RowButtons row={`line ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={remove} />
        </RowListItem>
      ))}
    </RowListField>
  );
}
