/**
 * Backup and restore (decision 023) on the project's database engine: a seeded site is backed up,
 * cleared and restored, and every row and every stored file must come back exactly; archives
 * that are damaged, foreign, newer or aimed at a database that holds data are refused without
 * changing anything.
 */
import { createHash, randomUUID } from "node:crypto";
import { appendFile, mkdtemp, readFile, rm, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { create as createTar, extract as extractTar } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedDatabase, type DatabaseHandle } from "~/db/client.server";
import { categories } from "~/db/schema";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { createLocalFileStorage } from "~/lib/server/storage/local-file-storage.server";
import { countUnsavedRows, seedSiteForBackup, snapshotFiles } from "../../../../tests/support/kits/backup-test-kit";
import { storedRows } from "../../../../tests/support/kits/stored-rows";
import { createTestDatabase, testDatabaseKind } from "../../../../tests/support/servers/test-database";
import { createUser } from "../../../../tests/support/kits/users";
import { BackupError, MANIFEST_ENTRY, migrationTags, tableEntry, type BackupManifest } from "./backup-manifest.server";
import { ALL_TABLES, readTableRows, TABLES_NOT_BACKED_UP } from "./backup-tables.server";
import { createBackup } from "./create-backup.server";
import { discardUnpackedBackup, restoreBackup, unpackBackup } from "./restore-backup.server";

type Site = { database: DatabaseHandle; storage: FileStorage };

let root: string;
let site: Site;
let archive: string;
let manifest: BackupManifest;
let rowsBefore: Record<string, string[]>;
let filesBefore: Record<string, Buffer>;

const newStorage = async () => createLocalFileStorage(await mkdtemp(path.join(root, "uploads-")));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  site = { database: await createTestDatabase(), storage: await newStorage() };
  await seedSiteForBackup(site.database.db, site.storage);
  rowsBefore = await storedRows(site.database);
  filesBefore = await snapshotFiles(site.storage);
  ({ file: archive, manifest } = await createBackup({ ...site, file: path.join(root, "site.tar.gz") }));
});
afterAll(async () => {
  await site?.database.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function restore(file: string, target: Site, force = false) {
  const backup = await unpackBackup(file);
  try {
    return await restoreBackup({ ...target, backup, force });
  } finally {
    await discardUnpackedBackup(backup);
  }
}

async function clearSite({ database, storage }: Site) {
  await database.db.execute(
    sql`truncate table ${sql.join(
      ALL_TABLES.map((name) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
  for (const key of await storage.list()) await storage.delete(key);
}

async function expectSiteAsBackedUp({ database, storage }: Site) {
  expect(await storedRows(database)).toEqual(rowsBefore);
  expect(await snapshotFiles(storage)).toEqual(filesBefore);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A copy of the archive with `edit` applied to its unpacked contents and manifest. */
async function editedArchive(edit: (folder: string, manifest: BackupManifest) => Promise<void> | void): Promise<string> {
  const folder = await mkdtemp(path.join(root, "edit-"));
  await extractTar({ file: archive, cwd: folder });
  const edited = JSON.parse(await readFile(path.join(folder, MANIFEST_ENTRY), "utf8")) as BackupManifest;
  await edit(folder, edited);
  await writeFile(path.join(folder, MANIFEST_ENTRY), JSON.stringify(edited));
  const file = path.join(root, `edited-${randomUUID()}.tar.gz`);
  await createTar({ gzip: true, file, cwd: folder }, [MANIFEST_ENTRY, "tables", "files"]);
  return file;
}

/** Rewrites one table's rows in an unpacked archive, with a manifest entry that matches them. */
async function rewriteRows(folder: string, edited: BackupManifest, table: string, change: (row: Record<string, unknown>) => void) {
  const file = path.join(folder, tableEntry(table));
  let text = "";
  for await (const record of readTableRows(file)) {
    const row = JSON.parse(record) as Record<string, unknown>;
    change(row);
    text += `\x1e${JSON.stringify(row)}\n`;
  }
  await writeFile(file, text);
  edited.tables.find((entry) => entry.name === table)!.sha256 = sha256(Buffer.from(text));
}

describe("backup and restore", () => {
  it("backs up every table but sign-ins and rate limits, and every stored file", async () => {
    const { rows } = (await site.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema()`,
    )) as unknown as { rows: { name: string }[] };
    expect([...manifest.tables.map((table) => table.name), ...TABLES_NOT_BACKED_UP].sort()).toEqual(rows.map((row) => row.name).sort());
    // The comparison below means something only if every table holds rows and the image its copies.
    for (const table of manifest.tables) {
      expect(table.rows, table.name).toBeGreaterThan(0);
      expect(table.rows, table.name).toBe(rowsBefore[table.name]!.length);
    }
    expect(manifest.files.map((file) => file.key)).toEqual(Object.keys(filesBefore));
    expect(manifest.files.length).toBeGreaterThan(1);
    expect(manifest).toMatchObject({ database: testDatabaseKind(), schema: { lastMigration: expect.stringMatching(/^\d{4}_/) } });
  });

  it("never writes over an existing file", async () => {
    await expect(createBackup({ ...site, file: archive })).rejects.toThrow(`${archive} already exists; choose another name with --out.`);
    expect((await readFile(archive)).length).toBeGreaterThan(0);
  });

  it("restores every row and every file exactly after the site was cleared", async () => {
    await clearSite(site);
    expect(Object.values(await storedRows(site.database)).flat()).toEqual([]);
    expect(await site.storage.list()).toEqual([]);

    await restore(archive, site);
    await expectSiteAsBackedUp(site);
    expect(await countUnsavedRows(site.database.db)).toBe(0);
  });

  it("refuses a database that holds data unless forced, then replaces all of it", async () => {
    await restore(archive, site, true);
    await createUser(site.database.db, "added-after-backup");
    const strayFile = "0123456789abcdef0123456789abcdef.pdf";
    await site.storage.put(strayFile, Buffer.from("%PDF-1.4"), "application/pdf");
    const rowsNow = await storedRows(site.database);

    const storedFiles = Object.keys(filesBefore).length + 1;
    await expect(restore(archive, site)).rejects.toThrow(
      new RegExp(
        `^This site already holds data \\(3 in admin_users, .*, ${storedFiles} stored files\\)\\. Restoring replaces all of it: add --force`,
      ),
    );
    expect(await storedRows(site.database)).toEqual(rowsNow);

    expect(await restore(archive, site, true)).toMatchObject({ removedFiles: 1 });
    await expectSiteAsBackedUp(site);
  });

  it("changes nothing when a restore fails half-way", async () => {
    await restore(archive, site, true);
    const broken = await editedArchive((folder, edited) =>
      rewriteRows(folder, edited, "products", (row) => {
        row.category_id = randomUUID(); // a category that does not exist: the insert fails
      }),
    );
    await expect(restore(broken, site, true)).rejects.toThrow(
      /^The rows of products could not be restored, so nothing was: .*foreign key constraint/,
    );
    await expectSiteAsBackedUp(site);
  });

  it("refuses an archive from a newer schema version", async () => {
    const newer = await editedArchive((_, edited) => {
      edited.schema = { migrations: edited.schema.migrations + 1, lastMigration: "9999_from_the_future" };
    });
    await expect(unpackBackup(newer)).rejects.toThrow(/newer version of the site/);
  });

  it("refuses damaged and foreign archives with a message, whatever is wrong", async () => {
    const cases: [string, (file: string) => Promise<unknown>, RegExp][] = [
      ["missing", (file) => rm(file), /no backup file/],
      ["cut short", (file) => truncate(file, 2000), /not a readable backup archive/],
      ["not an archive", (file) => writeFile(file, "name,email\nLi,li@example.com\n"), /not a readable backup archive/],
      ["with bytes added", (file) => appendFile(file, "garbage"), /not a readable backup archive/],
    ];
    for (const [name, damage, message] of cases) {
      const file = path.join(root, `${name}.tar.gz`);
      await writeFile(file, await readFile(archive));
      await damage(file);
      const refusal = await unpackBackup(file).catch((error: unknown) => error);
      expect(refusal, name).toBeInstanceOf(BackupError);
      expect((refusal as Error).message, name).toMatch(message);
    }

    const changedRows = await editedArchive((folder) => appendFile(path.join(folder, tableEntry("inquiries")), '\x1e{"id":"x"}\n'));
    await expect(unpackBackup(changedRows)).rejects.toThrow(/damaged: the rows of inquiries/);
    const changedFile = await editedArchive((folder, edited) =>
      writeFile(path.join(folder, "files", edited.files[0]!.key), "not the image"),
    );
    await expect(unpackBackup(changedFile)).rejects.toThrow(/damaged: the file/);
    const foreign = await editedArchive((_, edited) => {
      Object.assign(edited, { format: "some-other-backup" });
    });
    await expect(unpackBackup(foreign)).rejects.toThrow(/not a backup made by npm run db:backup/);
  });

  it("restores an archive of an older schema, columns added since taking their defaults", async () => {
    const older = await editedArchive(async (folder, edited) => {
      edited.schema = { migrations: edited.schema.migrations - 1, lastMigration: migrationTags()[edited.schema.migrations - 2]! };
      const entry = edited.tables.find((table) => table.name === "categories")!;
      entry.columns = entry.columns.filter((column) => column !== "translations");
      await rewriteRows(folder, edited, "categories", (row) => {
        row.translations = { de: { name: "must not be restored: the old schema had no such column" } };
      });
    });
    await restore(older, site, true);
    const restored = await site.database.db.select().from(categories);
    expect(restored.length).toBe(rowsBefore.categories!.length);
    expect(restored.map((row) => row.translations)).toEqual(restored.map(() => ({})));

    const unknownColumn = await editedArchive((_, edited) => {
      edited.tables.find((table) => table.name === "categories")!.columns.push("retired_column");
    });
    await expect(restore(unknownColumn, site, true)).rejects.toThrow(/categories has columns this version does not \(retired_column\)/);
  });

  // Two more databases to create and seed, two backups and two restores: more than the default time on a busy machine.
  const TWO_WAY_TIMEOUT_MS = 180_000;
  it.runIf(testDatabaseKind() === "postgres")(
    "moves a site from the embedded database to PostgreSQL and back",
    { timeout: TWO_WAY_TIMEOUT_MS },
    async () => {
      const openEmbedded = async (): Promise<Site> => {
        const database = await openEmbeddedDatabase(undefined);
        await database.migrate();
        return { database, storage: await newStorage() };
      };
      const embedded = await openEmbedded();
      const embeddedAgain = await openEmbedded();
      try {
        await seedSiteForBackup(embedded.database.db, embedded.storage);
        const embeddedRows = await storedRows(embedded.database);
        const fromEmbedded = await createBackup({ ...embedded, file: path.join(root, "embedded.tar.gz") });
        expect(fromEmbedded.manifest.database).toBe("pglite");

        await restore(fromEmbedded.file, site, true);
        expect(await storedRows(site.database)).toEqual(embeddedRows);
        const fromPostgres = await createBackup({ ...site, file: path.join(root, "postgres.tar.gz") });
        await restore(fromPostgres.file, embeddedAgain);
        expect(await storedRows(embeddedAgain.database)).toEqual(embeddedRows);
        expect(await snapshotFiles(embeddedAgain.storage)).toEqual(await snapshotFiles(embedded.storage));
      } finally {
        await embedded.database.close();
        await embeddedAgain.database.close();
      }
    },
  );
});
