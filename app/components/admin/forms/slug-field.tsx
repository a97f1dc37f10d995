/**
 * The slug field of an admin dialog. When staff change the slug of an item that already exists,
 * a short note says that the old address keeps working: the server remembers former slugs and
 * answers them with a 301 to the new address (docs/decisions/028-slug-history.md).
 */
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField, Input } from "~/components/ui/form-field";
import { SLUG_LABEL } from "./field-labels";

export function SlugField<Values extends FieldValues>({
  form,
  savedSlug,
  addressOf,
  hint,
}: {
  form: Pick<UseFormReturn<Values>, "register" | "watch" | "getFieldState" | "formState">;
  /** The item's slug as saved; undefined while creating an item. */
  savedSlug: string | undefined;
  /** The address a slug gives the item, e.g. `/products/fr-700`. */
  addressOf(slug: string): string;
  hint: string;
}) {
  const name = "slug" as Path<Values>;
  const slug = String(form.watch(name) ?? "").trim();
  const moves = savedSlug !== undefined && slug !== "" && slug !== savedSlug;
  return (
    <div className="grid gap-1.5">
      <FormField label={SLUG_LABEL} required hint={hint} error={form.getFieldState(name, form.formState).error?.message}>
        {(field) => <Input {...field} {...form.register(name)} />}
      </FormField>
      <p role="status" className="text-xs text-[var(--muted-foreground)] empty:hidden">
        {moves && `The old address ${addressOf(savedSlug)} will redirect to the new one.`}
      </p>
    </div>
  );
}
