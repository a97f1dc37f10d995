/**
 * The bill of materials of a solution (the editor admin-panel.md §2 only announces): lines of
 * part, model, quantity and notes, added, removed and moved up or down, judged by the shared
 * solution schema. Wide screens show one row per line under column headings; narrow ones stack
 * each line's fields with their own labels.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { newBillOfMaterialsLine, type SolutionFormOutput, type SolutionFormValues } from "./solution-form-values";

const MAX_LINES = 200;
const ROW_GRID = "sm:grid-cols-[minmax(0,2.2fr)_minmax(0,1.3fr)_4.5rem_minmax(0,2.2fr)_auto]";
const COLUMNS = [
  { key: "part", label: "Part", required: true, className: "col-span-2 sm:col-span-1" },
  { key: "model", label: "Model", required: false, className: "" },
  { key: "quantity", label: "Quantity", required: true, className: "" },
  { key: "notes", label: "Notes", required: false, className: "col-span-2 sm:col-span-1" },
] as const;

export function BillOfMaterialsEditor({ form }: { form: UseFormReturn<SolutionFormValues, unknown, SolutionFormOutput> }) {
  const id = useId();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "bomList" });
  const errors = form.formState.errors.bomList;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium">
        Bill of materials <span className="font-normal text-[var(--muted-foreground)]">({fields.length})</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-[var(--muted-foreground)]">
        The parts this solution needs, listed on its public page in this order.
      </p>
      {fields.length > 0 && (
        <div className={cn("hidden gap-2 px-2 text-xs font-medium text-[var(--muted-foreground)] sm:grid", ROW_GRID)} aria-hidden>
          {COLUMNS.map((column) => (
            <span key={column.key}>
              {column.label}
              {column.required && <span className="text-red-600 dark:text-red-400"> *</span>}
            </span>
          ))}
          <span className="w-26" />
        </div>
      )}
      {fields.length > 0 && (
        <ol className="grid gap-2">
          {fields.map((line, index) => {
            const lineErrors = errors?.[index];
            return (
              <li
                key={line.id}
                className={cn(
                  "grid grid-cols-2 items-start gap-2 rounded-lg border border-[var(--border)] p-2 sm:rounded-none sm:border-0 sm:p-0 sm:px-0",
                  ROW_GRID,
                )}
              >
                {COLUMNS.map((column) => {
                  const inputId = `${id}-${line.id}-${column.key}`;
                  const error = lineErrors?.[column.key]?.message;
                  return (
                    <div key={column.key} className={cn("grid gap-1", column.className)}>
                      <label htmlFor={inputId} className="text-xs font-medium sm:sr-only">
                        {column.label}
                        <span className="sr-only"> (line {index + 1})</span>
                        {column.required && (
                          <span className="text-red-600 dark:text-red-400" aria-hidden>
                            {" "}
                            *
                          </span>
                        )}
                      </label>
                      <Input
                        id={inputId}
                        inputMode={column.key === "quantity" ? "numeric" : undefined}
                        aria-invalid={!!error}
                        aria-required={column.required || undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        {...form.register(`bomList.${index}.${column.key}`)}
                      />
                      {error && (
                        <p id={`${inputId}-error`} className="text-xs text-red-700 dark:text-red-400">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
                <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
                  {[
                    { label: `Move line ${index + 1} up`, Icon: ArrowUp, disabled: index === 0, act: () => move(index, index - 1) },
                    {
                      label: `Move line ${index + 1} down`,
                      Icon: ArrowDown,
                      disabled: index === fields.length - 1,
                      act: () => move(index, index + 1),
                    },
                    { label: `Remove line ${index + 1}`, Icon: Trash2, disabled: false, act: () => remove(index) },
                  ].map(({ label, Icon, disabled, act }) => (
                    <Button key={label} type="button" variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={act}>
                      <Icon aria-hidden className={Icon === Trash2 ? "text-red-600 dark:text-red-400" : undefined} />
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={fields.length >= MAX_LINES}
          onClick={() => append(newBillOfMaterialsLine())}
        >
          <Plus aria-hidden /> Add line
        </Button>
      </div>
      {listError && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
