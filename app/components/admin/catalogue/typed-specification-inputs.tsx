/**
 * The product dialog's inputs for its category's typed specification fields (decision 033): a
 * number, a text, yes / no or one of the choices each, held as `specificationValues` (field name
 * to value; empty is no value). When the category changes, values of the former category's
 * fields are dropped, since the new category does not have them.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useController, useWatch, type Control } from "react-hook-form";
import { FormField, Input, Select } from "~/components/ui/form-field";
import type { ProductBody, ProductFormValues } from "./product-form-values";
import type { SpecificationFieldRow } from "~/schemas/catalogue/specification-field";
import { specificationFieldsPath } from "./specification-fields-editor";
import { PRODUCT_FIELD_LABELS } from "../forms/field-labels";

type Value = number | string | boolean | null;

/** What an input's text means for its field: a number (kept as typed when it is none, for the API to name), yes/no, text, or no value. */
function valueOf(field: SpecificationFieldRow, text: string): Value {
  if (text.trim() === "") return null;
  if (field.type === "number") return Number.isFinite(Number(text)) ? Number(text) : text;
  if (field.type === "boolean") return text === "yes";
  return text;
}

const textOf = (value: Value | undefined): string =>
  value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);

export function TypedSpecificationInputs({ control }: { control: Control<ProductFormValues, unknown, ProductBody> }) {
  const categoryId = useWatch({ control, name: "categoryId" });
  const fields = useQuery<SpecificationFieldRow[]>({ queryKey: [specificationFieldsPath(categoryId ?? "")], enabled: !!categoryId });
  const { field: values, fieldState } = useController({ control, name: "specificationValues" });
  const current: Record<string, Value> = values.value ?? {};
  const { onChange } = values;

  useEffect(() => {
    if (!fields.data) return;
    const names = new Set(fields.data.map((field) => field.name));
    const stale = Object.keys(current).filter((name) => !names.has(name));
    if (stale.length > 0) onChange(Object.fromEntries(Object.entries(current).filter(([name]) => names.has(name))));
  }, [fields.data, current, onChange]);

  if (!categoryId || !fields.data || fields.data.length === 0) return null;
  const set = (field: SpecificationFieldRow, text: string) => onChange({ ...current, [field.name]: valueOf(field, text) });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-[var(--border)] p-4">
      <legend className="px-1 text-sm font-medium">{PRODUCT_FIELD_LABELS.specificationValues}</legend>
      <p className="text-xs text-[var(--muted-foreground)]">
        The category&apos;s fields: the catalogue filters by them and the comparison lines them up.
      </p>
      <div className="grid min-w-0 grid-cols-1 items-start gap-4 sm:grid-cols-2">
        {fields.data.map((field) => {
          const label = field.unit ? `${field.name} (${field.unit})` : field.name;
          const text = textOf(current[field.name]);
          return (
            <FormField key={field.id} label={label}>
              {(props) =>
                field.type === "boolean" || field.type === "choice" ? (
                  <Select {...props} value={text} onChange={(event) => set(field, event.target.value)}>
                    <option value="">Not specified</option>
                    {(field.type === "boolean" ? ["yes", "no"] : field.choices).map((choice) => (
                      <option key={choice} value={choice}>
                        {field.type === "boolean" ? (choice === "yes" ? "Yes" : "No") : choice}
                      </option>
                    ))}
                  </Select>
                ) : (
                  <Input
                    {...props}
                    type={field.type === "number" ? "number" : "text"}
                    step="any"
                    value={text}
                    onChange={(event) => set(field, event.target.value)}
                  />
                )
              }
            </FormField>
          );
        })}
      </div>
      {fieldState.error?.message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}
