import type { FocusEvent } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { slugify } from "~/lib/slug";

/** docs/behaviour/admin-area.md §2 and §5: leaving the name (or title) field fills an empty slug from it. */
export function fillEmptySlug<Values extends FieldValues>(form: Pick<UseFormReturn<Values>, "getValues" | "setValue">) {
  const slug = "slug" as Path<Values>;
  return (event: FocusEvent<HTMLInputElement>) => {
    if (!form.getValues(slug)) form.setValue(slug, slugify(event.target.value) as PathValue<Values, Path<Values>>, { shouldDirty: true });
  };
}
