/**
 * Uploaded files, at /uploads/{key}. Keys are random and a file never changes, so browsers and
 * caches may keep it for good. Images show inline; documents (PDF, ZIP) download. Helmet's
 * `X-Content-Type-Options: nosniff` (on every response) keeps a browser from reading a file as
 * anything but its stored type.
 */
import type { Route } from "./+types/uploads";
import { notFound } from "~/lib/server/http-errors.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  // The storage answers null for anything that is not a key it made: "..", slashes, other names.
  const file = await context.storage.get(params["*"] ?? "");
  if (!file) return notFound("File not found").toResponse();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": file.contentType.startsWith("image/") ? "inline" : "attachment",
    },
  });
}
