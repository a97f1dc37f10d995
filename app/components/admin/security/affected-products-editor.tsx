/** The products an advisory affects, each with the versions affected as staff write them (decision 059). */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { RowButtons, RowInput, RowListField, RowListItem, RowSelect } from "../forms/row-list-field";
import type { AdvisoryFormOutput, AdvisoryFormValues } from "./advisory-form-values";
import { ProductOptions } from "./product-options";

const MAX_ROWS = 100;
const GRID = "sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto]";
const COLUMNS = [
  { label: "Product", required: true },
  { label: "Affected versions", required: true },
] as const;

export function AffectedProductsEditor({ form }: { form: UseFormReturn<AdvisoryFormValues, unknown, AdvisoryFormOutput> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "products" });
  const errors = form.formState.errors.products;

  return (
    <RowListField
      legend="Affected products"
      hint="Each product and the versions affected: ranges such as 5.0.0 to 5.0.7, 4.2.1 and earlier, 6.0.0 and later, or single versions, separated by commas."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_ROWS}
      addLabel="Add product"
      onAdd={() => append({ productId: "", affectedVersions: "" })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((line, index) => (
        <RowListItem key={line.id} grid={GRID}>
          <RowSelect
            label="Product"
            row={`product ${index + 1}`}
            required
            error={errors?.[index]?.productId?.message}
            {...form.register(`products.${index}.productId`)}
          >
            <ProductOptions />
          </RowSelect>
          <RowInput
            label="Affected versions"
            row={`product ${index + 1}`}
            required
            error={errors?.[index]?.affectedVersions?.message}
            {...form.register(`products.${index}.affectedVersions`)}
          />
          <RowButtons row={`product ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={remove} />
        </RowListItem>
      ))}
    </RowListField>
  );
}
