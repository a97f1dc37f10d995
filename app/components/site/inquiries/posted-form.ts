/**
 * What an inquiry form posted without script comes back with (services/inquiries/inquiry-form-post.server.ts),
 * as the form's island takes it: the typed values to show again and the field errors, in
 * react-hook-form's shape.
 */
import type { FieldErrors, FieldValues } from "react-hook-form";

export type PostedFields = { values: Record<string, string>; errors: Record<string, string> };

export function postedErrors<Values extends FieldValues>(posted: PostedFields | null): FieldErrors<Values> | undefined {
  if (!posted) return undefined;
  return Object.fromEntries(
    Object.entries(posted.errors).map(([field, message]) => [field, { type: "server", message }]),
  ) as FieldErrors<Values>;
}

/** What the page's action answered (`actionData`), as the form takes it: the fields to show again, after an invalid or a failed post. */
export function postedAgain(
  answer: { state: string; values?: Record<string, string>; errors?: Record<string, string> } | undefined,
): PostedFields | null {
  return answer?.values ? { values: answer.values, errors: answer.errors ?? {} } : null;
}
