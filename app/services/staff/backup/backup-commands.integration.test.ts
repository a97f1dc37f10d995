/**
 * `npm run db:backup` and `npm run db:restore` as an operator runs them: the scripts under tsx,
 * configured by DATA_DIR (and DATABASE_URL on the PostgreSQL project). A seeded site is backed up
 * and restored into an empty one, every row and file the same; the mistakes a person makes end
 * with one line and exit code 1, never a stack trace.
 */
import { demoMedia } from "~/db/seed/demo-media";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { acquireDataFolderLock } from "~/db/data-folder-lock.server";
import { loadConfig } from "~/lib/server/config.server";
import { seedSiteForBackup, snapshotFiles } from "../../../../tests/support/kits/backup-test-kit";
import { storedRows } from "../../../../tests/support/kits/stored-rows";
import { createPostgresTestDatabase, testDatabaseKind } from "../../../../tests/support/servers/test-database";
import { openDataStores } from "../../../../server/runtime";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
const COMMAND_TIMEOUT_MS = 300_000;

type Environment = Record<string, string>;

let root: string;
const dropDatabases: (() => Promise<void>)[] = [];

/** A configuration for one site: its own DATA_DIR, and on the PostgreSQL project its own database. */
async function newSite(name: string): Promise<Environment> {
  const env: Environment = { DATA_DIR: path.join(root, name) };
  if (testDatabaseKind() === "postgres") {
    const database = await createPostgresTestDatabase();
    dropDatabases.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  return env;
}

async function runCommand(script: string, args: string[], env: Environment) {
  const child = spawn(process.execPath, [TSX, script, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stdout, stderr };
}

/** Opens the site's stores in this process (as db:backup would) for the length of `use`. */
async function withSite<T>(env: Environment, use: (stores: Awaited<ReturnType<typeof openDataStores>>) => Promise<T>): Promise<T> {
  const stores = await openDataStores(loadConfig(env));
  try {
    return await use(stores);
  } finally {
    await stores.close();
  }
}

const snapshotSite = (env: Environment) =>
  withSite(env, async ({ database, storage }) => ({ rows: await storedRows(database), files: await snapshotFiles(storage) }));

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-commands-"));
});
afterAll(async () => {
  for (const drop of dropDatabases) await drop();
  if (root) await rm(root, { recursive: true, force: true });
});

it(
  "backs a site up and restores it into an empty one, refusing what it must with one line",
  async () => {
    const source = await newSite("source");
    await withSite(source, ({ database, storage }) => seedSiteForBackup(database.db, storage));
    const before = await snapshotSite(source);

    const archive = path.join(root, "site.tar.gz");
    const backup = await runCommand("scripts/db-backup.ts", ["--out", archive], source);
    expect(backup, backup.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(/^ {2}inquiries +2 rows$/m);
    expect(backup.stdout).toContain(`Wrote ${archive} (`);
    expect((await stat(archive)).size).toBeGreaterThan(0);

    const target = await newSite("target");
    const restore = await runCommand("scripts/db-restore.ts", [archive], target);
    expect(restore, restore.stderr).toMatchObject({ code: 0, stderr: "" });
    // The uploaded file, the described demo pictures and the demo's 12 stored downloads (three
    // datasheets, the SDK, the wiring diagram, three certificates, four firmware files).
    expect(restore.stdout).toMatch(new RegExp(`^ {2}media +${1 + demoMedia.length + 12} rows$`, "m"));
    expect(await snapshotSite(target)).toEqual(before);

    const refused = await runCommand("scripts/db-restore.ts", [archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^This site already holds data \(.*\)\. Restoring replaces all of it: add --force to do so\.\n$/);

    if (testDatabaseKind() === "pglite") {
      // The server holds the embedded database's folder: a restore must not write under it.
      const lock = acquireDataFolderLock(target.DATA_DIR!);
      try {
        const locked = await runCommand("scripts/db-restore.ts", [archive, "--force"], target);
        expect(locked.code).toBe(1);
        expect(locked.stderr).toMatch(/^The data folder .* is in use by another process \(pid \d+ on .*\)\. Stop that process first/);
      } finally {
        lock.release();
      }
    }
  },
  COMMAND_TIMEOUT_MS,
);
