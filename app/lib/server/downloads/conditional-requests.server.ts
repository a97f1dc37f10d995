/**
 * Conditional and range requests for stored files (RFC 9110 §13, §14): whether a client's copy is
 * still current (`If-None-Match`), and the one byte range a resumed download asks for (`Range`,
 * honoured only while `If-Range` names the current file).
 */
import type { ByteRange } from "../storage/file-storage.server";

/** Whether `If-None-Match` names `etag` (or any file, `*`): the client's copy is current. Weak tags compare by their value. */
export function clientHoldsCurrent(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (header === null) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * The byte range a request asks for in a file of `size` bytes: null when the whole file is to be
 * sent (no `Range`, an `If-Range` that is not `etag`, another unit, several ranges or a malformed
 * one, all of which a server may ignore), "unsatisfiable" when it starts beyond the file.
 */
export function requestedRange(request: Request, size: number, etag: string): ByteRange | "unsatisfiable" | null {
  const ifRange = request.headers.get("if-range");
  if (ifRange !== null && ifRange.trim() !== etag) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range")?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  return end < start ? null : { start, end };
}
