/**
 * The start token of a public inquiry form (docs/decisions/029-spam-folder.md): asked for once the
 * visitor starts filling in the form (its first focus), awaited when the form is sent, and asked
 * for again after a successful submission. A form sent before the token arrived waits for it, so
 * an instant submission is judged too; when no token can be had the form is sent without one.
 */
import { useRef } from "react";
import { apiRequest } from "~/lib/api-client";

const askForToken = () =>
  apiRequest<{ token: string }>("GET", "/api/inquiries/form-token").then(
    ({ token }) => token,
    () => undefined,
  );

export function useFormStartToken() {
  const pending = useRef<Promise<string | undefined> | null>(null);
  const start = () => {
    pending.current ??= askForToken();
    return pending.current;
  };
  return {
    /** For the form's `onFocus`: the visitor has started. */
    start: () => void start(),
    /** The token to send with the form. */
    take: start,
    /** After a successful submission: the next one starts afresh. */
    reset: () => (pending.current = null),
  };
}
