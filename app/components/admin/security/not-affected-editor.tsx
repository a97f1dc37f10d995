/**
 * The products an advisory states are not affected (VEX, decision 079): each with one of CSAF's
 * five justifications and the impact statement that explains it, as the advisory's page and its
 * CSAF document show them.
 */
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { VEX_JUSTIFICATIONS, type VexJustification } from "~/lib/domain-values";
import { RowButtons, RowInput, RowListField, RowListItem, RowSelect } from "../forms/row-list-field";
import type { AdvisoryFormOutput, AdvisoryFormValues } from "./advisory-form-values";
import { ProductOptions } from "./product-options";

/** The justifications as staff choose them, in the words of CSAF 2.0 (section 3.2.3.5). */
const JUSTIFICATION_LABELS: Record<VexJustification, string> = {
  component_not_present: "Component not present",
  vulnerable_code_not_present: "Vulnerable code not present",
  vulnerable_code_not_in_execute_path: "Vulnerable code not in execute path",
  vulnerable_code_cannot_be_controlled_by_adversary: "Vulnerable code cannot be controlled by adversary",
  inline_mitigations_already_exist: "Inline mitigations already exist",
};

const MAX_ROWS = 100;
const GRID = "sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)_auto]";
const COLUMNS = [
  { label: "Product", required: true },
  { label: "Why not affected", required: true },
  { label: "Impact statement", required: true },
] as const;

export function NotAffectedEditor({ form }: { form: UseFormReturn<AdvisoryFormValues, unknown, AdvisoryFormOutput> }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "notAffected" });
  const errors = form.formState.errors.notAffected;

  return (
    <RowListField
      legend="Products not affected (VEX)"
      hint="Products a customer may ask about that the vulnerability does not affect: why, and a sentence that explains it."
      columns={COLUMNS}
      grid={GRID}
      count={fields.length}
      maxRows={MAX_ROWS}
      addLabel="Add unaffected product"
      onAdd={() => append({ productId: "", justification: "component_not_present", impactStatement: "" })}
      error={errors?.message ?? errors?.root?.message}
    >
      {fields.map((line, index) => {
        const row = `product not affected ${index + 1}`;
        return (
          <RowListItem key={line.id} grid={GRID}>
            <RowSelect
              label="Product"
              row={row}
              required
              error={errors?.[index]?.productId?.message}
              {...form.register(`notAffected.${index}.productId`)}
            >
              <ProductOptions />
            </RowSelect>
            <RowSelect
              label="Why not affected"
              row={row}
              required
              error={errors?.[index]?.justification?.message}
              {...form.register(`notAffected.${index}.justification`)}
            >
              {VEX_JUSTIFICATIONS.map((justification) => (
                <option key={justification} value={justification}>
                  {JUSTIFICATION_LABELS[justification]}
                </option>
              ))}
            </RowSelect>
            <RowInput
              label="Impact statement"
              row={row}
              required
              error={errors?.[index]?.impactStatement?.message}
              {...form.register(`notAffected.${index}.impactStatement`)}
            />
            <RowButtons row={row} index={index} count={fields.length} onMove={move} onRemove={remove} />
          </RowListItem>
        );
      })}
    </RowListField>
  );
}
