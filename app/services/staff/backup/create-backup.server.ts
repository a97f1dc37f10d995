/**
 * Writes a backup archive (decision 023): one gzipped tar holding the manifest, the rows of every
 * backed-up table from one consistent snapshot of the database, and every stored file.
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { create as createTar } from "tar";
import type { DatabaseHandle } from "~/db/client.server";
import { sha256Of } from "~/lib/server/checksums.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  databaseSchemaVersion,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type BackupManifest,
  type FileContents,
  type TableContents,
} from "./backup-manifest.server";
import { BACKED_UP_TABLES, dumpTable, tableColumns } from "./backup-tables.server";

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

/** backups/backup-YYYYMMDD-HHMMSS.tar.gz, in UTC, under `folder`. */
export function defaultBackupFile(folder: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replaceAll("-", "")
    .replaceAll(":", "")
    .replace("T", "-");
  return path.join(folder, `backup-${stamp}.tar.gz`);
}

async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The rows of every backed-up table, all read in one snapshot so that they agree with each other. */
function dumpTables(database: DatabaseHandle, folder: string): Promise<TableContents[]> {
  return database.db.transaction(
    async (tx) => {
      const tables: TableContents[] = [];
      for (const name of BACKED_UP_TABLES) {
        const columns = await tableColumns(tx, name);
        tables.push({ name, columns, ...(await dumpTable(tx, name, path.join(folder, tableEntry(name)))) });
      }
      return tables;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Copies every stored file; one deleted between listing and reading is no longer part of the site. */
async function copyStoredFiles(storage: FileStorage, folder: string): Promise<FileContents[]> {
  const files: FileContents[] = [];
  for (const key of (await storage.list()).sort()) {
    const stored = await storage.get(key);
    if (stored === null) continue;
    const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
    await writeFile(path.join(folder, fileEntry(key)), bytes, { flag: "wx" });
    files.push({ key, size: bytes.byteLength, sha256: sha256Of(bytes) });
  }
  return files;
}

export async function createBackup(options: { database: DatabaseHandle; storage: FileStorage; file: string }): Promise<BackupResult> {
  const file = path.resolve(options.file);
  if (await fileExists(file)) throw new BackupError(`${file} already exists; choose another name with --out.`);
  const staging = await mkdtemp(path.join(os.tmpdir(), "site-backup-"));
  try {
    await mkdir(path.join(staging, "tables"));
    await mkdir(path.join(staging, "files"));
    const schema = await databaseSchemaVersion(options.database.db);
    const tables = await dumpTables(options.database, staging);
    const files = await copyStoredFiles(options.storage, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: options.database.kind,
      schema,
      tables,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2) + "\n");

    // Written aside and renamed: an archive under the final name is always a whole one.
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await createTar({ gzip: true, portable: true, file: partial, cwd: staging }, [MANIFEST_ENTRY, "tables", "files"]);
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
