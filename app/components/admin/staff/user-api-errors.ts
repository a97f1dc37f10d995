/**
 * The API's refusals in words for the Users and Account screens, which must say why (the last
 * admin, deleting oneself, a wrong current password) rather than "409: {...}".
 */
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "~/lib/api-client";
import { showServerErrors } from "../forms/server-field-errors";

/** The `message` of the API's JSON error body; otherwise the call's error text. */
export function serverReason(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  try {
    const { message } = JSON.parse(error.body) as { message?: unknown };
    if (typeof message === "string" && message) return message;
  } catch {
    // Not the API's JSON error: the status line says what there is to say.
  }
  return error.message;
}

/** The error toast's text: what failed, then why. */
export const failureWithReason = (failure: string, error: unknown) => `${failure}: ${serverReason(error)}`;

/**
 * Puts field reasons under the form's fields (see showServerErrors) and returns the text for the
 * form as a whole: the reasons no field shows, or the API's message when the refusal names no field.
 */
export function showFormErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly string[],
): string | null {
  const unplaced = showServerErrors(error, setError, fieldNames);
  return error instanceof ApiError && Object.keys(error.fields).length === 0 ? serverReason(error) : unplaced;
}
