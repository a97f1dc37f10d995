/**
 * Restores a backup archive (decision 023). The archive is unpacked and checked whole first
 * (gzip, manifest, schema version, every checksum and row count), then the rows go in within one
 * transaction, which also writes the files: anything that fails changes nothing in the database.
 * A database or storage that already holds something is replaced only when the caller forces it.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { extract as extractTar, type ReadEntry } from "tar";
import type { DatabaseHandle } from "~/db/client.server";
import { contentTypeOfKey, isStorageKey, type FileStorage } from "~/lib/server/storage/file-storage.server";
import {
  BackupError,
  checkArchiveSchema,
  fileEntry,
  MANIFEST_ENTRY,
  parseManifest,
  tableEntry,
  type BackupManifest,
} from "./backup-manifest.server";
import { announceNoWebhooks } from "../../webhooks/quiet-writes.server";
import { BACKED_UP_TABLES, countRows, loadTable, readTableRows, tableColumns, truncateAllTables } from "./backup-tables.server";

export type UnpackedBackup = { folder: string; manifest: BackupManifest };

/** Only the entries db:backup writes: plain files and folders, names that cannot leave the folder. */
function isBackupEntry(entryPath: string, entry: ReadEntry): boolean {
  const name = entryPath.replace(/\/$/, "");
  if (entry.type === "Directory") return name === "tables" || name === "files";
  if (entry.type !== "File" && entry.type !== "OldFile") return false;
  return (
    name === MANIFEST_ENTRY ||
    /^tables\/[a-z][a-z0-9_]*\.json-seq$/.test(name) ||
    (name.startsWith("files/") && isStorageKey(name.slice("files/".length)))
  );
}

async function fileSha256(file: string): Promise<string | null> {
  const hash = createHash("sha256");
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  } catch {
    return null;
  }
  return hash.digest("hex");
}

async function countRecords(file: string): Promise<number> {
  let records = 0;
  for await (const _ of readTableRows(file)) records++;
  return records;
}

/** Every table and file the manifest lists is in the archive, whole. */
async function verifyContents(folder: string, manifest: BackupManifest): Promise<void> {
  for (const table of manifest.tables) {
    const file = path.join(folder, tableEntry(table.name));
    if ((await fileSha256(file)) !== table.sha256 || (await countRecords(file)) !== table.rows) {
      throw new BackupError(`The archive is damaged: the rows of ${table.name} are missing or do not match the manifest.`);
    }
  }
  for (const stored of manifest.files) {
    if ((await fileSha256(path.join(folder, fileEntry(stored.key)))) !== stored.sha256) {
      throw new BackupError(`The archive is damaged: the file ${stored.key} is missing or does not match the manifest.`);
    }
  }
}

/**
 * Unpacks `file` into a temporary folder and checks it whole; throws a BackupError for a missing
 * file, anything that is not a backup, a damaged one, or one from a newer schema. The caller
 * removes the folder with `discardUnpackedBackup`.
 */
export async function unpackBackup(file: string): Promise<UnpackedBackup> {
  const source = path.resolve(file);
  const found = await stat(source).catch(() => null);
  if (found === null || !found.isFile()) throw new BackupError(`There is no backup file at ${source}.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), "site-restore-"));
  try {
    try {
      await extractTar({
        file: source,
        cwd: folder,
        strict: true,
        filter: (entryPath, entry) => isBackupEntry(entryPath, entry as ReadEntry),
      });
    } catch (error) {
      throw new BackupError(`${source} is not a readable backup archive (${(error as Error).message}).`);
    }
    const manifestText = await readFile(path.join(folder, MANIFEST_ENTRY), "utf8").catch(() => null);
    if (manifestText === null) throw new BackupError(`${source} holds no ${MANIFEST_ENTRY}: it is not a backup made by npm run db:backup.`);
    const manifest = parseManifest(manifestText);
    checkArchiveSchema(manifest.schema);
    await verifyContents(folder, manifest);
    return { folder, manifest };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export function discardUnpackedBackup(backup: UnpackedBackup): Promise<void> {
  return rm(backup.folder, { recursive: true, force: true });
}

/** The archive's tables in this version's insert order; refused if one holds data this schema has no place for. */
async function tablesToRestore(database: DatabaseHandle, manifest: BackupManifest) {
  for (const table of manifest.tables) {
    if (!BACKED_UP_TABLES.includes(table.name)) {
      throw new BackupError(
        `The backup holds a table ${table.name} that this version of the site does not have; restore it with the version that wrote it.`,
      );
    }
    const columns = new Set(await tableColumns(database.db, table.name));
    const unknown = table.columns.filter((column) => !columns.has(column));
    if (unknown.length > 0) {
      throw new BackupError(
        `The backup's ${table.name} has columns this version does not (${unknown.join(", ")}); restore it with the version that wrote it.`,
      );
    }
  }
  return [...manifest.tables].sort((a, b) => BACKED_UP_TABLES.indexOf(a.name) - BACKED_UP_TABLES.indexOf(b.name));
}

/** What the database and storage hold now: rows per backed-up table (those with any) and stored keys. */
async function currentContents(database: DatabaseHandle, storage: FileStorage) {
  const rows: string[] = [];
  for (const name of BACKED_UP_TABLES) {
    const count = await countRows(database.db, name);
    if (count > 0) rows.push(`${count} in ${name}`);
  }
  return { rows, keys: await storage.list() };
}

export type RestoreResult = { manifest: BackupManifest; removedFiles: number };

/**
 * Replaces the database's rows and the stored files with the archive's. Without `force`, refuses
 * unless both are empty. Sign-ins and rate-limit counters are not in a backup: all are cleared.
 */
export async function restoreBackup(options: {
  database: DatabaseHandle;
  storage: FileStorage;
  backup: UnpackedBackup;
  force: boolean;
}): Promise<RestoreResult> {
  const { database, storage, backup, force } = options;
  const { manifest, folder } = backup;
  const tables = await tablesToRestore(database, manifest);
  const existing = await currentContents(database, storage);
  if (!force && (existing.rows.length > 0 || existing.keys.length > 0)) {
    const what = [...existing.rows, ...(existing.keys.length > 0 ? [`${existing.keys.length} stored files`] : [])];
    throw new BackupError(`This site already holds data (${what.join(", ")}). Restoring replaces all of it: add --force to do so.`);
  }

  await database.db.transaction(async (tx) => {
    await announceNoWebhooks(tx);
    await truncateAllTables(tx);
    for (const table of tables) {
      const inserted = await loadTable(tx, table.name, table.columns, path.join(folder, tableEntry(table.name))).catch((error: unknown) => {
        // The database's own words (a constraint, a type), not the failed statement with all its rows.
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause : (error as Error);
        throw new BackupError(`The rows of ${table.name} could not be restored, so nothing was: ${reason.message}`);
      });
      if (inserted !== table.rows || (await countRows(tx, table.name)) !== table.rows) {
        throw new Error(`Restoring ${table.name} inserted ${inserted} rows where the backup holds ${table.rows}.`);
      }
    }
    // Inside the transaction: a file that cannot be written rolls the rows back.
    for (const stored of manifest.files) {
      await storage.put(stored.key, await readFile(path.join(folder, fileEntry(stored.key))), contentTypeOfKey(stored.key)!);
    }
  });

  const restoredKeys = new Set(manifest.files.map((stored) => stored.key));
  const leftOver = existing.keys.filter((key) => !restoredKeys.has(key));
  for (const key of leftOver) await storage.delete(key);
  return { manifest, removedFiles: leftOver.length };
}
