/**
 * A file that may change at any moment and must be seen at once when it does (the CSAF
 * directory's, decision 079): `Cache-Control: no-cache` with its SHA-256 as a strong ETag, so a
 * client or a cache asks every time and gets a 304 while nothing changed.
 */
import { createHash } from "node:crypto";

export function freshFileResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash("sha256").update(body).digest("hex")}"`;
  const headers = { "Content-Type": contentType, "Cache-Control": "no-cache", ETag: etag };
  const asked = request.headers.get("If-None-Match");
  if (asked !== null && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}

export const JSON_TYPE = "application/json";
export const TEXT_TYPE = "text/plain; charset=utf-8";
