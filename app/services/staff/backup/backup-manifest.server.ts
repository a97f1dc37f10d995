/**
 * The manifest of a backup archive: what wrote it, at which schema version, and the columns, row
 * count and checksum of every table and the size and checksum of every file it holds, so that a
 * restore can check the whole archive before it touches anything (decision 023). Also the one
 * error type for the mistakes a person can make with backups, which the commands print as one
 * line instead of a stack trace.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { MIGRATIONS_FOLDER, type Queryable } from "~/db/client.server";
import { isStorageKey } from "~/lib/server/storage/file-storage.server";

export const BACKUP_FORMAT = "biometric-site-backup";
/** Raised when the archive's layout or meaning changes; a restore refuses formats newer than its own. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = "manifest.json";
/** Rows as JSON text sequences (RFC 7464): each record is RS, one JSON text, LF. */
export const tableEntry = (table: string) => `tables/${table}.json-seq`;
export const fileEntry = (key: string) => `files/${key}`;

export class BackupError extends Error {
  override name = "BackupError";
}

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
const identifier = z.string().regex(/^[a-z][a-z0-9_]*$/);

const schemaVersionSchema = z.object({ migrations: z.number().int().min(1), lastMigration: z.string() });
export type SchemaVersion = z.infer<typeof schemaVersionSchema>;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  database: z.enum(["pglite", "postgres"]),
  schema: schemaVersionSchema,
  tables: z.array(z.object({ name: identifier, rows: count, columns: z.array(identifier).min(1), sha256 })),
  files: z.array(z.object({ key: z.string().refine(isStorageKey, "not a storage key"), size: count, sha256 })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type TableContents = BackupManifest["tables"][number];
export type FileContents = BackupManifest["files"][number];

/** The manifest in `text`, refused with a BackupError if it is not one this version can restore. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`The archive's ${MANIFEST_ENTRY} is not JSON: this is not a backup made by npm run db:backup.`);
  }
  const header = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() }).safeParse(value);
  if (!header.success) throw new BackupError("This archive is not a backup made by npm run db:backup (its manifest names no such format).");
  if (header.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup is in format ${header.data.formatVersion}, written by a newer version of the site; this version reads format ${BACKUP_FORMAT_VERSION}. Restore it with the version that wrote it.`,
    );
  }
  const manifest = manifestSchema.safeParse(value);
  if (!manifest.success) {
    const issue = manifest.error.issues[0]!;
    throw new BackupError(`The archive's manifest is damaged: ${issue.path.join(".")} ${issue.message}.`);
  }
  return manifest.data;
}

/** The migrations this version of the site ships, by tag, in order (drizzle-kit's journal). */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * The schema version of the database, which must be one this version of the site knows: a
 * database migrated by a newer version would be backed up under the wrong label.
 */
export async function databaseSchemaVersion(db: Queryable): Promise<SchemaVersion> {
  const tags = migrationTags();
  const result = (await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { applied: number }[];
  };
  const applied = result.rows[0]!.applied;
  if (applied > tags.length) {
    throw new BackupError(
      `The database has ${applied} schema migrations applied but this version of the site knows ${tags.length}: it was upgraded by a newer version. Back it up with that version.`,
    );
  }
  return { migrations: applied, lastMigration: tags[applied - 1]! };
}

/**
 * Refuses an archive this version cannot restore: one from a newer schema, or one whose history
 * of migrations is not this site's. An older one is restored into the current schema (decision 023).
 */
export function checkArchiveSchema(archive: SchemaVersion): void {
  const tags = migrationTags();
  if (archive.migrations > tags.length) {
    throw new BackupError(
      `This backup comes from a newer version of the site (schema migration ${archive.migrations}, ${archive.lastMigration}); this version has ${tags.length} migrations. Restore it with the version that wrote it, or a later one.`,
    );
  }
  if (tags[archive.migrations - 1] !== archive.lastMigration) {
    throw new BackupError(
      `This backup's schema (migration ${archive.migrations}, ${archive.lastMigration}) is not one of this site's migrations; it was made by another application.`,
    );
  }
}

export const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What an archive holds, one line per table and one for the files, for the commands to print. */
export function describeContents(manifest: Pick<BackupManifest, "tables" | "files">): string[] {
  const width = Math.max(...manifest.tables.map((table) => table.name.length));
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  return [
    ...manifest.tables.map((table) => `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(7)} rows`),
    `  ${"files".padEnd(width)}  ${String(manifest.files.length).padStart(7)} files, ${formatMegabytes(fileBytes)}`,
  ];
}
