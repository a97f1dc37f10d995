/**
 * Replacing an item's file while keeping its address (decision 063): pages and content keep
 * their url, the new file takes the old one's place in the storage and its smaller copies are
 * made again. The url of a still image tells its format and size (app/lib/responsive-image.ts),
 * which pages use for the image's box and copies: a replacement is therefore encoded in the
 * item's format at its size, and must have its shape. A document or a release file is replaced by
 * one of its type.
 * The row's version goes up by one; pages add it to the address, so no browser keeps the old file.
 */
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { media } from "~/db/schema";
import { sha256Of } from "~/lib/server/checksums.server";
import { badRequest, conflict } from "~/lib/server/http-errors.server";
import type { FileStorage, StoredContentType } from "~/lib/server/storage/file-storage.server";
import { knownImageSize, type ImageSize } from "~/lib/responsive-image";
import { writeImageVariants } from "./image-variants.server";
import { findMedia, storageKeyOfUrl, type Media } from "./media.server";
import { isUploadedFileUrl } from "~/lib/image-descriptions";
import { encodeImageAs, prepareUpload, type PreparedFile } from "./upload-content.server";
import type { UploadedFile } from "./upload-request.server";
import type { UploadKind } from "~/schemas/media/media";

/** How far the new picture's width-to-height ratio may be from the old one's: a pixel's rounding on either side, and more. */
const SHAPE_TOLERANCE = 0.01;

const TYPE_NAMES: Record<string, string> = {
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/webp": "WebP image",
  "image/gif": "GIF image",
  "image/avif": "AVIF image",
  "application/pdf": "PDF",
  "application/zip": "ZIP file",
};

/** The kind of upload that may take the place of a file of `contentType`: an image, a document (PDF, ZIP) or else a release file. */
export function replacementKind(contentType: string): UploadKind {
  if (contentType.startsWith("image/")) return "image";
  return contentType in TYPE_NAMES ? "document" : "release";
}

/** How a refusal names a type: its own name, or a release file by its stored extension. */
const typeName = (contentType: string) => TYPE_NAMES[contentType] ?? `file of type ${contentType}`;

const refuse = (reason: string) => badRequest(reason, { file: reason });

/** The replacement as it will be stored: of the item's kind and type, and for a still image with a size in its url, at that size. */
async function replacementFor(row: Media, upload: UploadedFile): Promise<PreparedFile> {
  const file = await prepareUpload(upload, replacementKind(row.contentType));
  const size = knownImageSize(row.url);
  if (!size) {
    if (file.contentType !== row.contentType)
      throw refuse(`A ${typeName(row.contentType)} can only be replaced by another ${typeName(row.contentType)}`);
    return file;
  }
  if (!file.still || !file.width || !file.height) throw refuse("A still image can only be replaced by a still image");
  if (!sameShape(size, { width: file.width, height: file.height })) {
    throw refuse(
      `The new image must have the shape of the one it replaces (${size.width} × ${size.height} pixels); this one is ${file.width} × ${file.height}`,
    );
  }
  return encodeImageAs(file, row.contentType as StoredContentType, size);
}

const sameShape = (old: ImageSize, next: ImageSize) => Math.abs(next.width / next.height / (old.width / old.height) - 1) <= SHAPE_TOLERANCE;

/**
 * Stores `upload` in place of the item's file, remakes its copies and updates its row (name,
 * size, checksum, dimensions, version), all in the caller's transaction: a failed store changes
 * nothing in the row.
 */
export async function replaceMediaFile(db: Queryable, storage: FileStorage, id: string, upload: UploadedFile): Promise<Media> {
  const row = await findMedia(db, id);
  if (!isUploadedFileUrl(row.url))
    throw conflict("A picture shipped with the site cannot be replaced; upload a new file and use its address instead");
  const file = await replacementFor(row, upload);
  const [updated] = await db
    .update(media)
    .set({
      filename: file.filename,
      size: file.bytes.byteLength,
      sha256: sha256Of(file.bytes),
      width: file.width,
      height: file.height,
      version: sql`${media.version} + 1`,
    })
    .where(eq(media.id, id))
    .returning();
  const key = storageKeyOfUrl(row.url);
  await storage.put(key, file.bytes, file.contentType);
  if (file.still) await writeImageVariants(storage, key, file.bytes);
  return updated!;
}
