/**
 * The product form's technical specifications: rows of name and value, added, removed and moved
 * up or down, in the order the product page shows them. A name two rows share is flagged as it
 * is typed; empty rows are left out when the form is saved.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import type { ProductBody, ProductFormValues } from "./product-form-values";
import { DUPLICATE_SPECIFICATION_NAME, duplicateSpecificationRows } from "./product-specifications";

const MAX_ROWS = 100;
const ROW_COLUMNS = "sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto]";
const errorClass = "text-sm text-red-700 dark:text-red-400";

function RowInput({ id, label, error, ...props }: { id: string; label: string; error?: string } & ComponentProps<"input">) {
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-xs font-medium text-[var(--muted-foreground)] sm:sr-only">
        {label}
      </label>
      <Input id={id} aria-invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...props} />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

function RowButton({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Button type="button" variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

export function SpecificationsEditor({ form }: { form: UseFormReturn<ProductFormValues, unknown, ProductBody> }) {
  const id = useId();
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "specifications" });
  const rows = useWatch({ control, name: "specifications" });
  const duplicates = duplicateSpecificationRows(rows ?? []);
  const errors = form.formState.errors.specifications;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium">
        Specifications <span className="font-normal text-[var(--muted-foreground)]">({fields.length})</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
        Shown as a table on the product page, in this order. Empty rows are left out.
      </p>
      {fields.length > 0 && (
        <>
          <div aria-hidden className={cn("hidden gap-2 text-xs font-medium text-[var(--muted-foreground)] sm:grid", ROW_COLUMNS)}>
            <span>Name</span>
            <span>Value</span>
            <span className="w-26" />
          </div>
          <ol className="grid gap-3">
            {fields.map((field, index) => {
              const rowErrors = errors?.[index];
              const label = `Specification ${index + 1}`;
              const name = label.toLowerCase();
              return (
                <li
                  key={field.id}
                  className={cn("grid gap-2 rounded-lg border border-[var(--border)] p-2 sm:border-0 sm:p-0", ROW_COLUMNS)}
                >
                  <RowInput
                    id={`${id}-${index}-name`}
                    label={`${label} name`}
                    placeholder="e.g. Face capacity"
                    error={rowErrors?.name?.message ?? (duplicates.has(index) ? DUPLICATE_SPECIFICATION_NAME : undefined)}
                    {...register(`specifications.${index}.name`)}
                  />
                  <RowInput
                    id={`${id}-${index}-value`}
                    label={`${label} value`}
                    placeholder="e.g. 50,000 (1:N)"
                    error={rowErrors?.value?.message}
                    {...register(`specifications.${index}.value`)}
                  />
                  <div className="flex gap-1 sm:pt-1">
                    <RowButton label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUp aria-hidden />
                    </RowButton>
                    <RowButton label={`Move ${name} down`} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDown aria-hidden />
                    </RowButton>
                    <RowButton label={`Remove ${name}`} onClick={() => remove(index)}>
                      <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
                    </RowButton>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={fields.length >= MAX_ROWS}
          onClick={() => append({ name: "", value: "" })}
        >
          <Plus aria-hidden /> Add specification
        </Button>
      </div>
      {listError && (
        <p id={`${id}-error`} className={errorClass}>
          {listError}
        </p>
      )}
    </fieldset>
  );
}
