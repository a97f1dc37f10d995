/**
 * Why a file was not stored, as staff read it beside its field: a sentence, the server's own
 * (`The file is too large; the limit is 256 MB`), never its raw answer (`415: {"message":…}`).
 */
import { ApiError } from "~/lib/api-client";

export function uploadRefusal(failure: unknown): string {
  if (failure instanceof ApiError) {
    if (failure.apiMessage) return failure.apiMessage;
    // A proxy in front of the site answers in its own words, or in HTML.
    if (failure.status === 413) return "The file is too large for the server";
    return `The upload failed: the server answered ${failure.status}. Try again.`;
  }
  if (failure instanceof TypeError) return "The upload could not reach the server. Check the connection and try again.";
  return "The upload failed. Try again.";
}
