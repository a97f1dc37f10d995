/**
 * The media library's calls: the upload and list queries, an item's description (alt text and
 * caption, with their translations) and the rows the calls answer. Uploaded files themselves are
 * judged by content on the server.
 */
import { z } from "zod";
import { optionalText, pagingFields, stored } from "../fields";
import { contentTranslations, translationsField } from "../content/translations";

/**
 * `image` (the default) accepts images only; `document` also PDF and ZIP (datasheets, SDKs, wiring
 * diagrams); `release` any file a maker ships (a download center version's file: firmware, apps,
 * installers), always served as a download, with a size limit of its own.
 */
export const UPLOAD_KINDS = ["image", "document", "release"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadQuery = z.object({
  kind: z.enum(UPLOAD_KINDS, "Kind must be image, document or release").optional(),
});

/** What the library can be narrowed to: the images that no alt text describes yet (decision 063). */
export const MEDIA_DESCRIPTION_FILTERS = ["undescribed"] as const;

export const mediaListQuery = z.object({
  ...pagingFields(),
  description: z.enum(MEDIA_DESCRIPTION_FILTERS, { error: "Description must be undescribed" }).optional(),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

/** `force=true` deletes a file even while content still uses it: administrators only (decision 063). */
export const mediaDeleteQuery = z.object({
  force: z.stringbool({ error: "Force must be true or false" }).optional(),
});

/** Alt text is read aloud in full: a sentence or two, as screen reader guidance advises. */
export const ALT_TEXT_MAX_LENGTH = 250;
export const CAPTION_MAX_LENGTH = 300;
const altText = () => optionalText("Alt text", ALT_TEXT_MAX_LENGTH);
const caption = () => optionalText("Caption", CAPTION_MAX_LENGTH);

/** `PUT /api/media/{id}` and the item's details dialog: what the image shows, in English and the other languages. A field left out keeps its value. */
export const mediaDescriptionSchema = z
  .object({
    altText: altText(),
    caption: caption(),
    translations: translationsField("media", { altText: altText(), caption: caption() }),
  })
  .partial();
export type MediaDescription = z.output<typeof mediaDescriptionSchema>;

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
  altText: z.string().nullable(),
  caption: z.string().nullable(),
  translations: contentTranslations,
  /** 1 for the file first uploaded, one more at each replacement (pages add `?v=` to the address from 2 on). */
  version: z.int(),
  uploadedBy: stored.id.nullable(),
  createdAt: stored.time,
  updatedAt: stored.time,
});

/** A file of the media library (`GET /api/media`): whether content uses it. */
export const mediaRow = mediaFileRow.extend({ inUse: z.boolean() });

/** Content that shows or links a file: which item (its kind, id and name) and which of its fields. */
export const mediaUsage = z.strictObject({
  kind: z.string(),
  id: z.string(),
  label: z.string(),
  field: z.string(),
});

/** One file with every place that uses it (`GET /api/media/{id}`). */
export const mediaItemRow = mediaFileRow.extend({ usages: z.array(mediaUsage) });

export type MediaFileRow = z.output<typeof mediaFileRow>;
export type MediaRow = z.output<typeof mediaRow>;
export type MediaUsage = z.output<typeof mediaUsage>;
export type MediaItemRow = z.output<typeof mediaItemRow>;
