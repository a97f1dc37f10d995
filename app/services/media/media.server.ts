/**
 * The media library: uploaded files, their rows in `media`, and where content uses them.
 *
 * A file is stored under a random key and served at /uploads/{key}; that path is its `url`.
 * Each file's SHA-256 is kept with it, so that a visitor can check a download is the file published.
 * "In use" means the url appears in one of the fields that hold images or downloads, written
 * either as the path or as an absolute address of any host (an editor may paste the full URL).
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "~/db/client.server";
import { caseStudies, categories, companyInfo, heroSlides, media, newsArticles, products, resources, solutions } from "~/db/schema";
import { conflict, notFound } from "~/lib/server/http-errors.server";
import { newStorageKey, type FileStorage } from "~/lib/server/storage/file-storage.server";
import { uuidField } from "~/schemas/fields";
import type { MediaListQuery, UploadKind } from "~/schemas/media/media";
import { deleteImageVariants, writeImageVariants } from "./image-variants.server";
import { sha256Of, sha256OfStream } from "~/lib/server/checksums.server";
import { prepareUpload } from "./upload-content.server";
import type { UploadedFile } from "./upload-request.server";
import { writeAs } from "../staff/activity-log.server";

export type Media = typeof media.$inferSelect;
export type MediaListItem = Media & { inUse: boolean };

const URL_PREFIX = "/uploads/";
const NOT_FOUND = "File not found";

function storageKeyOfUrl(url: string): string {
  return url.slice(URL_PREFIX.length);
}

export async function createMedia(
  db: Queryable,
  storage: FileStorage,
  upload: UploadedFile & { kind: UploadKind; uploadedBy: string },
): Promise<Media> {
  const file = await prepareUpload(upload.bytes, upload.kind);
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
          filename: upload.filename,
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
      .where(and(isNull(media.sha256), after === undefined ? undefined : gt(media.id, after)))
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

/** The name a file was uploaded with, for its download; null when no media row has this url. */
export async function findMediaFilename(db: Queryable, url: string): Promise<string | null> {
  const [row] = await db.select({ filename: media.filename }).from(media).where(eq(media.url, url)).limit(1);
  return row?.filename ?? null;
}

export async function listMedia(db: Queryable, query: MediaListQuery): Promise<{ rows: MediaListItem[]; total: number }> {
  const rows = await db
    .select()
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(query.limit ?? 1000)
    .offset(query.offset ?? 0);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(media);
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

/** Deletes the row, the stored file and its smaller copies; while content uses the file, only with `force`. */
export async function deleteMedia(db: Queryable, storage: FileStorage, id: string, options: { force: boolean }): Promise<void> {
  if (!uuidField("id").safeParse(id).success) throw notFound(NOT_FOUND);
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw notFound(NOT_FOUND);
  if (!options.force) {
    const usages = await findUsages(db, [row.url]);
    if (usages.length > 0) throw conflict(`This file is used by ${describeUsages(usages)}`);
  }
  // The row goes first: a file left behind by a failed delete is harmless; a row without its file is a broken image.
  await db.delete(media).where(eq(media.id, id));
  const key = storageKeyOfUrl(row.url);
  await Promise.all([storage.delete(key), deleteImageVariants(storage, key)]);
}

type Usage = { url: string; noun: string; label: string };

/** Each table that refers to files: what to call a row, and the fields (single or list) that may hold a file's url. */
const USAGE_SOURCES: { noun: string; table: PgTable; label: AnyPgColumn; urls: AnyPgColumn[]; urlLists: (AnyPgColumn | SQL)[] }[] = [
  {
    noun: "product",
    table: products,
    label: products.name,
    urls: [products.imageUrl, products.datasheetUrl, products.sdkUrl],
    urlLists: [products.imageGallery],
  },
  { noun: "category", table: categories, label: categories.name, urls: [categories.imageUrl], urlLists: [] },
  {
    noun: "solution",
    table: solutions,
    label: solutions.name,
    urls: [solutions.heroImageUrl, solutions.wiringDiagramUrl],
    urlLists: [],
  },
  {
    noun: "news article",
    table: newsArticles,
    label: newsArticles.title,
    urls: [newsArticles.heroImageUrl],
    urlLists: [newsArticles.imageGallery],
  },
  { noun: "hero slide", table: heroSlides, label: heroSlides.title, urls: [heroSlides.backgroundImageUrl], urlLists: [] },
  {
    noun: "case study",
    table: caseStudies,
    label: caseStudies.title,
    urls: [caseStudies.heroImageUrl],
    urlLists: [caseStudies.imageGallery],
  },
  { noun: "resource", table: resources, label: resources.title, urls: [resources.fileUrl, resources.thumbnailUrl], urlLists: [] },
  {
    noun: "company info section",
    table: companyInfo,
    label: companyInfo.section,
    urls: [],
    urlLists: [
      companyInfo.imageGallery,
      companyInfo.clientLogos,
      sql`array(select jsonb_path_query(${companyInfo.certifications}, '$[*].imageUrl') #>> '{}')`,
    ],
  },
];

/** A row's url fields as one text[]: the single ones, then the lists. */
const urlFieldsOf = (source: (typeof USAGE_SOURCES)[number]) =>
  sql.join([sql`array[${sql.join(source.urls, sql`, `)}]::text[]`, ...source.urlLists], sql` || `);

/**
 * Every use of the given urls: one pass over each table, whose url fields are unnested into
 * (noun, label, value) rows, matched on the value's path.
 */
async function findUsages(db: Queryable, urls: string[]): Promise<Usage[]> {
  if (urls.length === 0) return [];
  const references = sql.join(
    USAGE_SOURCES.map(
      (source) =>
        sql`select ${source.noun}::text as noun, ${source.label}::text as label, unnest(${urlFieldsOf(source)}) as value from ${source.table}`,
    ),
    sql` union all `,
  );
  const path = sql<string>`regexp_replace(refs.value, '^https?://[^/]+', '')`;
  return db
    .selectDistinct({ url: path, noun: sql<string>`refs.noun`, label: sql<string>`refs.label` })
    .from(sql`(${references}) as refs`)
    .where(inArray(path, urls))
    .orderBy(sql`refs.noun`, sql`refs.label`);
}

const MAX_NAMED_USAGES = 3;

function describeUsages(usages: Usage[]): string {
  const named = usages.slice(0, MAX_NAMED_USAGES).map((usage) => `${usage.noun} "${usage.label}"`);
  const more = usages.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}
