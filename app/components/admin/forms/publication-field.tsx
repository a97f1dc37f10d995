/**
 * The Status choice of the product, solution and news dialogs (decision 031): Draft, Published or
 * Scheduled with the time it goes live, and for a saved item a link that previews its public page
 * (staff see drafts there, under a "not public" banner).
 */
import { ExternalLink } from "lucide-react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { PUBLICATION_STATUSES } from "~/lib/domain-values";
import { PUBLICATION_LABELS } from "./publication-form";
import { PUBLICATION_FIELD_LABELS } from "./field-labels";

export function PublicationField<Values extends FieldValues>({
  form,
  previewPath,
}: {
  form: Pick<UseFormReturn<Values>, "register" | "watch" | "getFieldState" | "formState">;
  /** The saved item's public address; undefined while creating an item. */
  previewPath: string | undefined;
}) {
  const status = "status" as Path<Values>;
  const publishAt = "publishAt" as Path<Values>;
  const scheduled = form.watch(status) === "scheduled";
  return (
    <div className="grid min-w-0 grid-cols-1 items-start gap-5 sm:grid-cols-2">
      <FormField
        label={PUBLICATION_FIELD_LABELS.status}
        hint="Drafts and scheduled items are hidden from the public."
        error={form.getFieldState(status, form.formState).error?.message}
      >
        {(field) => (
          <Select {...field} {...form.register(status)}>
            {PUBLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PUBLICATION_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {scheduled && (
        <FormField
          label={PUBLICATION_FIELD_LABELS.publishAt}
          required
          hint="Your local time. The item goes live by itself then."
          error={form.getFieldState(publishAt, form.formState).error?.message}
        >
          {(field) => <Input {...field} type="datetime-local" {...form.register(publishAt)} />}
        </FormField>
      )}
      {previewPath && (
        <a
          href={previewPath}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-[var(--link)] hover:underline sm:col-span-2"
        >
          <ExternalLink className="size-4" aria-hidden /> Preview the public page
        </a>
      )}
    </div>
  );
}
