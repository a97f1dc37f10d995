/** The Content-Disposition of a download, shared by the public uploads and the staff-only inquiry attachments. */

/** `attachment` under the name it was uploaded with: plain ASCII for old clients, UTF-8 for the rest. */
export function attachmentDisposition(filename: string | null): string {
  if (!filename) return "attachment";
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
