/** The query strings of the upload and media-library calls. Uploaded files themselves are judged by content on the server. */
import { z } from "zod";
import { pagingFields } from "../fields";

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
