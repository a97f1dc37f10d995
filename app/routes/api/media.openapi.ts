/** The OpenAPI operations of media.routes.ts: uploads and the media library (the files under /uploads/* are no API call). */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import { mediaDeleteQuery, mediaFileRow, mediaListQuery, mediaRow, uploadQuery } from "~/schemas/media/media";

export const mediaOperations: Operation[] = [
  {
    method: "post",
    path: "/api/objects/upload",
    tag: "Media",
    access: "staff",
    summary: "Upload one file (field `file`)",
    query: uploadQuery,
    body: "multipart",
    response: { status: 201, description: "Stored", schema: mediaFileRow },
    errors: [400, 413, 415],
  },
  {
    method: "get",
    path: "/api/media",
    tag: "Media",
    access: "staff",
    summary: "The media library, newest first",
    query: mediaListQuery,
    response: { status: 200, description: "The files", schema: z.array(mediaRow) },
    errors: [400],
  },
  {
    method: "delete",
    path: "/api/media/{id}",
    tag: "Media",
    access: "staff",
    summary: "Delete a file (force=true when in use)",
    query: mediaDeleteQuery,
    response: { status: 204, description: "Deleted" },
    errors: [404, 409],
  },
];
