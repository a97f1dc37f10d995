/** The OpenAPI operations of media.routes.ts: uploads and the media library (the files under /uploads/* are no API call). */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
import {
  mediaDeleteQuery,
  mediaDescriptionSchema,
  mediaFileRow,
  mediaItemRow,
  mediaListQuery,
  mediaRow,
  uploadQuery,
} from "~/schemas/media/media";
import { withReadOnly } from "./entity-operations";

/** What only the stored file decides: a PUT of the description ignores them when sent back. */
const FILE_FIELDS = ["url", "filename", "contentType", "size", "sha256", "width", "height", "version", "uploadedBy", "usages"];

export const mediaOperations: Operation[] = [
  {
    method: "post",
    path: "/api/objects/upload",
    tag: "Media",
    access: "staff",
    summary:
      "Upload one file (field `file`): `kind=image` (the default), `document` (also PDF, ZIP) or `release` (any file, up to RELEASE_UPLOAD_MAX_BYTES; served as a download)",
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
    method: "get",
    path: "/api/media/{id}",
    tag: "Media",
    access: "staff",
    summary: "A file, its alt text and caption, and where content uses it (kind, item, field)",
    response: { status: 200, description: "The file", schema: withReadOnly(mediaItemRow, FILE_FIELDS) },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/media/{id}",
    tag: "Media",
    access: "staff",
    summary: "Describe a file: its alt text and caption, in English and the other languages (a field left out keeps its value)",
    body: mediaDescriptionSchema,
    response: { status: 200, description: "Described", schema: mediaFileRow },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/media/{id}/file",
    tag: "Media",
    access: "staff",
    summary:
      "Replace a file, keeping its address (field `file`): an image by an image of the same shape, stored in the item's format and size, its smaller copies made again; a document or a release file by one of its type",
    body: "multipart",
    response: { status: 200, description: "Replaced; `version` counts the files stored at the address", schema: mediaFileRow },
    errors: [400, 404, 409, 413, 415],
  },
  {
    method: "delete",
    path: "/api/media/{id}",
    tag: "Media",
    access: "staff",
    summary: "Delete a file; refused (409) while content uses it, naming where, unless force=true (administrators only)",
    query: mediaDeleteQuery,
    response: { status: 204, description: "Deleted" },
    errors: [404, 409],
  },
];
