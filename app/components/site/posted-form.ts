/**
 * What an inquiry form posted without script comes back with (services/inquiry-form-post.server.ts),
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
