/**
 * The statistics row of a hero slide ("500+ Projects delivered"): rows of a value and a label,
 * added, removed and moved up or down, in the order the carousel shows them.
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { MAX_HERO_STATISTICS, type HeroSlideFormValues } from "./hero-slide-form-values";
import { RowButtons, RowInput, RowListField, RowListItem } from "../forms/row-list-field";
import { HERO_SLIDE_FIELD_LABELS } from "../forms/field-labels";

const GRID = "sm:grid-cols-[7rem_minmax(0,1fr)_auto]";
const COLUMNS = [{ label: "Value" }, { label: "Label" }];

export function HeroSlideStatsField({ form }: { form: UseFormReturn<HeroSlideFormValues, unknown, unknown> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "stats" });
  const errors = form.formState.errors.stats;

  return (
    <RowListField
      legend={HERO_SLIDE_FIELD_LABELS.stats}
      hint="Figures shown under the buttons, such as 500+ and Projects delivered."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_HERO_STATISTICS}
      addLabel="Add statistic"
      onAdd={() => append({ value: "", label: "" })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((field, index) => {
        const row = `statistic ${index + 1}`;
        return (
          <RowListItem key={field.id} grid={GRID}>
            <RowInput
              label="Value"
              row={row}
              placeholder="500+"
              error={errors?.[index]?.value?.message}
              {...form.register(`stats.${index}.value`)}
            />
            <RowInput
              label="Label"
              row={row}
              placeholder="Projects delivered"
              error={errors?.[index]?.label?.message}
              {...form.register(`stats.${index}.label`)}
            />
            <RowButtons row={row} index={index} count={fields.length} onMove={move} onRemove={remove} />
          </RowListItem>
        );
      })}
    </RowListField>
  );
}
