/**
 * Uploaded files, at /uploads/{key}. Keys are random and a file never changes, so browsers and
 * caches may keep it for good. Images show inline; documents (PDF, ZIP) download. Helmet's
 * `X-Content-Type-Options: nosniff` (on every response) keeps a browser from reading a file as
 * anything but its stored type.
 */
import type { Route } from "./+types/uploads";
import { notFound } from "~/lib/server/http-errors.server";
import { findMediaFilename } from "~/services/media.server";

/** `attachment` under the name it was uploaded with: plain ASCII for old clients, UTF-8 for the rest. */
function attachmentDisposition(filename: string | null): string {
  if (!filename) return "attachment";
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The storage answers null for anything that is not a key it made: "..", slashes, other names.
  const file = await context.storage.get(params["*"] ?? "");
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
