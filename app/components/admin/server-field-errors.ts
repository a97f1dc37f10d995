import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "~/lib/api-client";

/**
 * Puts the API's field reasons (a 400's or 409's `fields`) under the form's fields. Returns the
 * text for the form as a whole: the reasons no field of this form shows, or the call's error.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const unplaced: string[] = [];
  let placed = 0;
  for (const [field, reason] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => field === candidate || field.startsWith(`${candidate}.`));
    if (name) setError(name as Path<Values>, { message: reason }, { shouldFocus: placed++ === 0 });
    else unplaced.push(reason);
  }
  if (Object.keys(error.fields).length === 0) return error.message;
  return unplaced.length > 0 ? unplaced.join(" ") : null;
}
