/**
 * The product form's technical specifications: rows of name and value, added, removed and moved
 * up or down, in the order the product page shows them. A name two rows share is flagged as it
 * is typed; empty rows are left out when the form is saved.
 */
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import type { ProductBody, ProductFormValues } from "./product-form-values";
import { DUPLICATE_SPECIFICATION_NAME, duplicateSpecificationRows } from "./product-specifications";
import { RowButtons, RowInput, RowListField, RowListItem } from "../forms/row-list-field";
import { PRODUCT_FIELD_LABELS } from "../forms/field-labels";

const MAX_ROWS = 100;
const GRID = "sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]";
const COLUMNS = [{ label: "Name" }, { label: "Value" }];

export function SpecificationsEditor({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductBody> }) {
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "specifications" });
  const duplicates = duplicateSpecificationRows(useWatch({ control, name: "specifications" }) ?? []);
  const errors = form.formState.errors.specifications;

  return (
    <RowListField
      legend={PRODUCT_FIELD_LABELS.specifications}
      hint="Shown as a table on the product page, in this order. Empty rows are left out."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_ROWS}
      addLabel="Add specification"
      onAdd={() => append({ name: "", value: "" })}
      error={errors?.root?.message ?? errors?.message}
    >
      {fields.map((field, index) => {
        const row = `specification ${index + 1}`;
        return (
          <RowListItem key={field.id} grid={GRID}>
            <RowInput
              label="Name"
              row={row}
              className="col-span-2 sm:col-span-1"
              placeholder="e.g. Face capacity"
              error={errors?.[index]?.name?.message ?? (duplicates.has(index) ? DUPLICATE_SPECIFICATION_NAME : undefined)}
              {...register(`specifications.${index}.name`)}
            />
            <RowInput
              label="Value"
              row={row}
              className="col-span-2 sm:col-span-1"
              placeholder="e.g. 50,000 (1:N)"
              error={errors?.[index]?.value?.message}
              {...register(`specifications.${index}.value`)}
            />
            <RowButtons row={row} index={index} count={fields.length} onMove={move} onRemove={remove} />
          </RowListItem>
        );
      })}
    </RowListField>
  );
}
