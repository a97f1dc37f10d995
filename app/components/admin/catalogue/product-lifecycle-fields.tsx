/**
 * The product form's lifecycle (docs/decisions/058-product-lifecycle-and-relations.md): where the
 * product stands, the day it was discontinued and the day its support ends. The replacement is
 * set on the replacing product's form, as a relation "Replaces".
 */
import type { UseFormReturn } from "react-hook-form";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { PRODUCT_LIFECYCLES, type ProductLifecycle } from "~/lib/domain-values";
import type { ProductBody, ProductFormValues } from "./product-form-values";
import { PRODUCT_FIELD_LABELS } from "../forms/field-labels";

export const LIFECYCLE_LABELS: Record<ProductLifecycle, string> = {
  active: "Active",
  not_recommended: "Not recommended for new designs",
  discontinued: "Discontinued",
  out_of_support: "Out of support",
};

export function ProductLifecycleFields({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductBody> }) {
  const { errors } = form.formState;
  return (
    <div className="grid min-w-0 grid-cols-1 items-start gap-5 sm:grid-cols-3">
      <FormField
        label={PRODUCT_FIELD_LABELS.lifecycle}
        hint="Discontinued and out-of-support products leave the catalogue but keep their page."
        error={errors.lifecycle?.message}
      >
        {(field) => (
          <Select {...field} {...form.register("lifecycle")}>
            {PRODUCT_LIFECYCLES.map((lifecycle) => (
              <option key={lifecycle} value={lifecycle}>
                {LIFECYCLE_LABELS[lifecycle]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={PRODUCT_FIELD_LABELS.discontinuedOn} hint="Required when discontinued." error={errors.discontinuedOn?.message}>
        {(field) => <Input {...field} type="date" {...form.register("discontinuedOn")} />}
      </FormField>
      <FormField label={PRODUCT_FIELD_LABELS.supportEndsOn} hint="Required when out of support." error={errors.supportEndsOn?.message}>
        {(field) => <Input {...field} type="date" {...form.register("supportEndsOn")} />}
      </FormField>
    </div>
  );
}
