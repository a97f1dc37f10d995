/**
 * The media library: uploaded files, their rows in `media`, and where content uses them.
 *
 * A file is stored under a random key and served at /uploads/{key}; that path is its `url`.
 * Each file's SHA-256 is kept with it, so that a visitor can check a download is the file published.
 * Each item may describe itself: alt text and a caption, in English and the other languages, that
 * public pages show with the image (media-descriptions.server.ts). Where content uses a file is
 * found by media-usage.server.ts.
 */
import { and, asc, count, desc, eq, gt, isNull, like, or } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { media } from "~/db/schema";
import { conflict, notFound } from "~/lib/server/http-errors.server";
import { newStorageKey, type FileStorage } from "~/lib/server/storage/file-storage.server";
import { uuidField } from "~/schemas/fields";
import { isUploadedFileUrl } from "~/lib/image-descriptions";
import type { MediaDescription, MediaListQuery, MediaUsage, UploadKind } from "~/schemas/media/media";
import { deleteImageVariants, writeImageVariants } from "./image-variants.server";
import { sha256Of, sha256OfStream } from "~/lib/server/checksums.server";
import { prepareUpload } from "./upload-content.server";
import type { UploadedFile } from "./upload-request.server";
import { writeAs } from "../staff/activity-log.server";
import { describeUsages, findUsages } from "./media-usage.server";

export type Media = typeof media.$inferSelect;
export type MediaListItem = Media & { inUse: boolean };
export type MediaItem = Media & { usages: MediaUsage[] };

const URL_PREFIX = "/uploads/";
const NOT_FOUND = "File not found";

export function storageKeyOfUrl(url: string): string {
  return url.slice(URL_PREFIX.length);
}

/** The item's row; 404 for an unknown id or one that is no id. */
export async function findMedia(db: Queryable, id: string): Promise<Media> {
  if (!uuidField("id").safeParse(id).success) throw notFound(NOT_FOUND);
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function createMedia(
  db: Queryable,
  storage: FileStorage,
  upload: UploadedFile & { kind: UploadKind; uploadedBy: string },
): Promise<Media> {
  const file = await prepareUpload(upload, upload.kind);
  const size = file.still && file.width && file.height ? { width: file.width, height: file.height } : undefined;
  const key = newStorageKey(file.contentType, size);
  await storage.put(key, file.bytes, file.contentType);
  try {
    await writeImageVariants(storage, key, file.bytes);
    const [row] = await writeAs(db, { id: upload.uploadedBy }, (tx) =>
      tx
        .insert(media)
        .values({
          url: URL_PREFIX + key,
          filename: file.filename,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          sha256: sha256Of(file.bytes),
          width: file.width,
          height: file.height,
          uploadedBy: upload.uploadedBy,
        })
        .returning(),
    );
    return row!;
  } catch (error) {
    await Promise.all([storage.delete(key), deleteImageVariants(storage, key)]);
    throw error;
  }
}

const CHECKSUM_BATCH = 50;

/**
 * Computes the checksum of every file stored before checksums were kept, reading each from the
 * storage (run once at start, in the background, until `stop` is aborted). A row whose file is
 * gone keeps none. Answers how many were computed.
 */
export async function fillMissingChecksums(db: Queryable, storage: FileStorage, stop?: AbortSignal): Promise<number> {
  let filled = 0;
  // In the order of their ids, so that a row whose file is gone is passed once.
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ id: media.id, url: media.url })
      .from(media)
      .where(and(isNull(media.sha256), like(media.url, `${URL_PREFIX}%`), after === undefined ? undefined : gt(media.id, after)))
      .orderBy(asc(media.id))
      .limit(CHECKSUM_BATCH);
    for (const row of rows) {
      if (stop?.aborted) return filled;
      const file = await storage.get(storageKeyOfUrl(row.url));
      if (file === null) continue;
      await db
        .update(media)
        .set({ sha256: await sha256OfStream(file.body) })
        .where(eq(media.id, row.id));
      filled += 1;
    }
    if (rows.length < CHECKSUM_BATCH) return filled;
    after = rows.at(-1)!.id;
  }
}

/**
 * What serving a stored file needs from its row: the name it downloads under, its version (the
 * `?v=` of its current address), its checksum (its ETag) and size. A smaller copy of an image
 * (`{key}-480w.avif`) answers for its original's row, marked `copy`: its bytes are not the row's.
 * Null when no row has the file.
 */
export type ServedFile = { filename: string; version: number; sha256: string | null; size: number; copy: boolean };

const IMAGE_COPY_KEY = /^([0-9a-f]{32}-\d+x\d+)-\d+w\.[a-z]+$/;

export async function findServedFile(db: Queryable, key: string): Promise<ServedFile | null> {
  const original = IMAGE_COPY_KEY.exec(key)?.[1];
  const [row] = await db
    .select({ filename: media.filename, version: media.version, sha256: media.sha256, size: media.size })
    .from(media)
    .where(original === undefined ? eq(media.url, URL_PREFIX + key) : like(media.url, `${URL_PREFIX}${original}.%`))
    .limit(1);
  return row ? { ...row, copy: original !== undefined } : null;
}

export async function listMedia(db: Queryable, query: MediaListQuery): Promise<{ rows: MediaListItem[]; total: number }> {
  const where = query.description === "undescribed" ? undescribedImage : undefined;
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(query.limit ?? 1000)
    .offset(query.offset ?? 0);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(media).where(where);
  const used = new Set(
    (
      await findUsages(
        db,
        rows.map((row) => row.url),
      )
    ).map((usage) => usage.url),
  );
  return { rows: rows.map((row) => ({ ...row, inUse: used.has(row.url) })), total };
}

/** An image with no English alt text (the language every other falls back to); documents need none. */
const undescribedImage = and(like(media.contentType, "image/%"), or(isNull(media.altText), eq(media.altText, "")));

/** One file with every place that uses it. */
export async function getMediaItem(db: Queryable, id: string): Promise<MediaItem> {
  const row = await findMedia(db, id);
  const usages = (await findUsages(db, [row.url])).map(({ url: _url, ...usage }) => usage);
  return { ...row, usages };
}

/** Writes an item's alt text, caption and their translations; a field left out keeps its value. */
export async function describeMedia(db: Queryable, id: string, description: MediaDescription): Promise<Media> {
  const stored = await findMedia(db, id);
  // A body of read-only fields alone (a GET answer sent back) writes nothing.
  if (Object.keys(description).length === 0) return stored;
  const [row] = await db.update(media).set(description).where(eq(media.id, id)).returning();
  return row!;
}

/**
 * Deletes the row, the stored file and its smaller copies. While content uses the file it is
 * refused, naming the uses, unless `force` (which the route grants administrators alone).
 */
export async function deleteMedia(db: Queryable, storage: FileStorage, id: string, options: { force: boolean }): Promise<void> {
  const row = await findMedia(db, id);
  if (!options.force) {
    const usages = await findUsages(db, [row.url]);
    if (usages.length > 0) throw conflict(`This file is used by ${describeUsages(usages)}`);
  }
  // The row goes first: a file left behind by a failed delete is harmless; a row without its file is a broken image.
  await db.delete(media).where(eq(media.id, id));
  if (!isUploadedFileUrl(row.url)) return;
  const key = storageKeyOfUrl(row.url);
  await Promise.all([storage.delete(key), deleteImageVariants(storage, key)]);
}
