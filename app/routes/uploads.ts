/**
 * Uploaded files, at /uploads/{key} (docs/decisions/070-files-served-as-what-they-are.md). A file
 * may be replaced at its address (decision 063), so only the address of its current version,
 * `?v={version}` as every page writes it, is kept by browsers and caches for good (`immutable`);
 * the bare address, or an older version's, is revalidated at each use against the file's
 * checksum (`ETag`, 304 while unchanged), so a replaced file reaches everyone at once. Images
 * show inline; anything else (documents, release files) downloads under its name, and may be
 * resumed (`Range`, `If-Range`: 206). Helmet's `X-Content-Type-Options: nosniff` (on every
 * response) keeps a browser from reading a file as anything but its stored type. An inquiry's
 * attachment (a private key) is never served here: staff download it through the API (decision 035).
 */
import type { Route } from "./+types/uploads";
import { clientHoldsCurrent, requestedRange } from "~/lib/server/downloads/conditional-requests.server";
import { attachmentDisposition } from "~/lib/server/downloads/content-disposition.server";
import { notFound } from "~/lib/server/http-errors.server";
import { isPrivateStorageKey } from "~/lib/server/storage/file-storage.server";
import { findServedFile, type ServedFile } from "~/services/media/media.server";

// `no-transform`: a stored file is sent byte for byte, never compressed on the way (by this
// server's compression or a proxy), so that its length, ranges and checksum hold.
const IMMUTABLE = "public, max-age=31536000, immutable, no-transform";
const REVALIDATE = "public, no-cache, no-transform";

/** The current version's address is kept for good; any other is asked about again at each use. */
const cacheControl = (served: ServedFile | null, version: string | null) =>
  served !== null && version === String(served.version) ? IMMUTABLE : REVALIDATE;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The storage answers null for anything that is not a key it made: "..", slashes, other names.
  const key = params["*"] ?? "";
  if (isPrivateStorageKey(key)) return notFound("File not found").toResponse();
  const served = await findServedFile(context.db, key);
  // The checksum tags the original's bytes only; a smaller copy of an image has none of its own.
  const etag = served?.sha256 && !served.copy ? `"${served.sha256}"` : null;
  const headers = new Headers({ "Cache-Control": cacheControl(served, new URL(request.url).searchParams.get("v")) });
  if (etag) {
    headers.set("ETag", etag);
    headers.set("Accept-Ranges", "bytes");
    if (clientHoldsCurrent(request, etag)) return new Response(null, { status: 304, headers });
  }
  const range = etag ? requestedRange(request, served!.size, etag) : null;
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${served!.size}`);
    return new Response(null, { status: 416, headers });
  }

  const file = await context.storage.get(key, range ?? undefined);
  if (!file) return notFound("File not found").toResponse();
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Disposition", file.contentType.startsWith("image/") ? "inline" : attachmentDisposition(served?.filename ?? null));
  if (!range) {
    headers.set("Content-Length", String(file.size));
    return new Response(file.body, { headers });
  }
  headers.set("Content-Length", String(range.end - range.start + 1));
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  return new Response(file.body, { status: 206, headers });
}
