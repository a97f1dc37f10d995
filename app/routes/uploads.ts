/**
 * Uploaded files, at /uploads/{key}. Keys are random and a file never changes, so browsers and
 * caches may keep it for good. Images show inline; documents (PDF, ZIP) download. Helmet's
 * `X-Content-Type-Options: nosniff` (on every response) keeps a browser from reading a file as
 * anything but its stored type. An inquiry's attachment (a private key) is never served here:
 * staff download it through the API (decision 035).
 */
import type { Route } from "./+types/uploads";
import { attachmentDisposition } from "~/lib/server/content-disposition.server";
import { notFound } from "~/lib/server/http-errors.server";
import { isPrivateStorageKey } from "~/lib/server/storage/file-storage.server";
import { findMediaFilename } from "~/services/media/media.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The storage answers null for anything that is not a key it made: "..", slashes, other names.
  const key = params["*"] ?? "";
  const file = isPrivateStorageKey(key) ? null : await context.storage.get(key);
  if (!file) return notFound("File not found").toResponse();
  const isImage = file.contentType.startsWith("image/");
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": isImage ? "inline" : attachmentDisposition(await findMediaFilename(context.db, new URL(request.url).pathname)),
    },
  });
}
