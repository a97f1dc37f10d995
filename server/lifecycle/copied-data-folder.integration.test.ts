/**
 * The browser tests start their servers on copies of one first start's data folder (decision 073).
 * A server started on such a copy must hold what that first start on an empty folder made: the
 * same rows in every table and the same stored files, nothing seeded again. Left out of the
 * comparison: row ids, times and the admin's password hash, and of the CSAF directory only how
 * many rows it holds (a start signs documents that name its own address).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openEmbeddedDatabase } from "~/db/client.server";
import { storedRows } from "../../tests/support/kits/stored-rows";
import { copyDataFolder, makeFreshDataFolder } from "../../tests/support/servers/fresh-data-folder";
import { startServerProcess } from "../../tests/support/servers/server-process";
import { testDatabaseKind } from "../../tests/support/servers/test-database";

// A first start and a start on its copy, on a busy machine.
vi.setConfig({ testTimeout: 300_000 });

const FIRST_START_ENV = { ADMIN_PASSWORD: "copied-folder-password" };
const DRAWN_ANEW = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>"],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)?/g, "<time>"],
  [/\$argon2id\$[^"]+/g, "<password hash>"],
] as const;
const COUNTED_ONLY = new Set(["csaf_signing_keys", "csaf_documents"]);

const root = fs.mkdtempSync(path.join(os.tmpdir(), "copied-data-folder-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every row of the folder's database without what a first start draws anew, each table's sorted. */
async function rowsIn(dataDir: string): Promise<Record<string, string[]>> {
  const database = await openEmbeddedDatabase(path.join(dataDir, "pglite"));
  try {
    const tables = await storedRows(database);
    return Object.fromEntries(
      Object.entries(tables).map(([table, lines]) => [
        table,
        COUNTED_ONLY.has(table)
          ? [`${lines.length} rows`]
          : lines.map((line) => DRAWN_ANEW.reduce((text, [pattern, stand]) => text.replace(pattern, stand), line)).sort(),
      ]),
    );
  } finally {
    await database.close();
  }
}

/** Each stored file beside the database (the uploads), by its path, as a checksum of its bytes. */
function filesIn(dataDir: string): Record<string, string> {
  const files = fs
    .readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(dataDir, entry.parentPath).startsWith("pglite"));
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dataDir, file), createHash("sha256").update(fs.readFileSync(file)).digest("hex")];
    }),
  );
}

describe.runIf(testDatabaseKind() === "pglite")("a copy of a first start's data folder", () => {
  it("starts a server that holds the rows and files a first start on an empty folder makes", async () => {
    const fresh = path.join(root, "fresh");
    const copy = path.join(root, "copy");
    await makeFreshDataFolder(fresh, FIRST_START_ENV);
    copyDataFolder(fresh, copy);
    const server = await startServerProcess({ ...FIRST_START_ENV, DATA_DIR: copy });
    const health = await fetch(`${server.url}/healthz`);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(health.status).toBe(200);
    expect(server.output()).not.toContain("First start");

    // `fresh` is itself a first start on an empty folder: the copy, once served from, still holds it all.
    const rows = await rowsIn(copy);
    expect(rows["products"]).toHaveLength(4);
    expect(rows).toEqual(await rowsIn(fresh));
    const files = filesIn(copy);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(files).toEqual(filesIn(fresh));
  });
});
