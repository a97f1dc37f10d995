/**
 * The statistics row of a hero slide ("500+ Projects delivered"): rows of a value and a label,
 * added and removed one at a time, in the order the carousel shows them.
 */
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/form-field";
import { MAX_HERO_STATISTICS, type HeroSlideFormValues } from "./hero-slide-form-values";

export function HeroSlideStatsField({ form }: { form: UseFormReturn<HeroSlideFormValues, unknown, unknown> }) {
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "stats" });
  const errors = form.formState.errors.stats;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${listError ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium">
        Statistics <span className="font-normal text-[var(--muted-foreground)]">({fields.length})</span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-[var(--muted-foreground)]">
        Figures shown under the buttons, such as 500+ and Projects delivered.
      </p>
      {fields.length > 0 && (
        <ol className="grid gap-2">
          {fields.map((field, index) => {
            const rowErrors = errors?.[index];
            const messages = [rowErrors?.value?.message, rowErrors?.label?.message].filter(Boolean);
            const rowErrorId = messages.length > 0 ? `${id}-${index}-error` : undefined;
            return (
              <li key={field.id} className="grid gap-1">
                <div className="flex items-start gap-2">
                  <Input
                    className="w-20 shrink-0 sm:w-28"
                    aria-label={`Statistic ${index + 1} value`}
                    placeholder="500+"
                    aria-invalid={!!rowErrors?.value}
                    aria-describedby={rowErrorId}
                    {...form.register(`stats.${index}.value`)}
                  />
                  <Input
                    className="min-w-0 flex-1"
                    aria-label={`Statistic ${index + 1} label`}
                    placeholder="Projects delivered"
                    aria-invalid={!!rowErrors?.label}
                    aria-describedby={rowErrorId}
                    {...form.register(`stats.${index}.label`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove statistic ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {rowErrorId && (
                  <p id={rowErrorId} className="text-sm text-red-700 dark:text-red-400">
                    {messages.join(". ")}
                  </p>
                )}
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
          disabled={fields.length >= MAX_HERO_STATISTICS}
          onClick={() => append({ value: "", label: "" })}
        >
          <Plus aria-hidden /> Add statistic
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
