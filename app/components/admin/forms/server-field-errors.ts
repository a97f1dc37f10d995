import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "~/lib/api-client";

/**
 * The form field that shows the reason for `field`: the field itself, or else the most specific
 * one that holds it ("bomList.3.part" under "bomList"; "translations.fr.features.2" under
 * "translations.fr.features" when the form has such a field, else under "translations").
 */
function formFieldOf(field: string, fieldNames: readonly string[]): string | undefined {
  const holders = fieldNames.filter((candidate) => field === candidate || field.startsWith(`${candidate}.`));
  return holders.reduce<string | undefined>((best, candidate) => (best && best.length >= candidate.length ? best : candidate), undefined);
}

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
    const name = formFieldOf(field, fieldNames);
    if (name) setError(name as Path<Values>, { message: reason }, { shouldFocus: placed++ === 0 });
    else unplaced.push(reason);
  }
  if (Object.keys(error.fields).length === 0) return error.message;
  return unplaced.length > 0 ? unplaced.join(" ") : null;
}
