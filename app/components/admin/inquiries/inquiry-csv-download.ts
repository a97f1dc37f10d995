/**
 * The inquiries CSV (`GET /api/inquiries/export.csv`, built on the server: docs/behaviour/admin-area.md §9 and
 * decision 012) fetched with the session and saved under the server's file name.
 */
import { ApiError, listPath } from "~/lib/api-client";
import { INQUIRIES_EXPORT_PATH } from "../shell/api-paths";

/** The list filters the export takes, as the address sends them (absent: no filter). */
export type InquiryListFilters = { status?: string; type?: string; assignee?: string; from?: string; to?: string };

/** The name in `Content-Disposition`, else inquiries_{yyyy-MM-dd}.csv for `today` (UTC, as the server names it). */
export function csvFilename(contentDisposition: string | null, today: Date): string {
  const named = /filename="([^"]+)"/.exec(contentDisposition ?? "")?.[1];
  return named ?? `inquiries_${today.toISOString().slice(0, 10)}.csv`;
}

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the CSV of the inquiries the filters select; "empty" when there is none (the server's 404), any other failure throws. */
export async function downloadInquiriesCsv(filters: InquiryListFilters): Promise<"downloaded" | "empty"> {
  const response = await fetch(listPath(INQUIRIES_EXPORT_PATH, filters), { credentials: "include" });
  if (response.status === 404) return "empty";
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  saveFile(await response.blob(), csvFilename(response.headers.get("content-disposition"), new Date()));
  return "downloaded";
}
