/** The query strings of the upload and media-library calls. Uploaded files themselves are judged by content on the server. */
import { z } from "zod";
import { pagingFields, stored } from "../fields";

/** `image` (the default) accepts images only; `document` also PDF and ZIP (datasheets, SDKs, wiring diagrams). */
export const UPLOAD_KINDS = ["image", "document"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadQuery = z.object({
  kind: z.enum(UPLOAD_KINDS, "Kind must be image or document").optional(),
});

export const mediaListQuery = z.object({
  ...pagingFields(),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

/** `force=true` deletes a file even while content still uses it. */
export const mediaDeleteQuery = z.object({
  force: z.stringbool({ error: "Force must be true or false" }).optional(),
});

/** A stored file as the upload answers it (`POST /api/objects/upload`); width and height only for a still image. */
export const mediaFileRow = z.strictObject({
  id: stored.id,
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  /** The file's SHA-256 in hex; null for a file stored before checksums were kept, until it has been read again. */
  sha256: z.string().nullable(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  uploadedBy: stored.id.nullable(),
  createdAt: stored.time,
});

/** A file of the media library (`GET /api/media`): whether content uses it. */
export const mediaRow = mediaFileRow.extend({ inUse: z.boolean() });

export type MediaFileRow = z.output<typeof mediaFileRow>;
export type MediaRow = z.output<typeof mediaRow>;
