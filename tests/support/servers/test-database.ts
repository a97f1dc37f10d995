/**
 * A fresh, migrated database for one test file, on the engine the Vitest project names
 * (TEST_DATABASE=pglite: an in-memory PGlite started from the run's migrated dump, or for a
 * server process a copy of its data folder;
 * TEST_DATABASE=postgres: a new database on the run's throwaway PostgreSQL cluster, copied from
 * its migrated template). close() removes it.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "~/db/client.server";
import { TEMPLATE_DATABASE } from "./postgres-global-setup";

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite";
}

/**
 * A new PostgreSQL database copied from the migrated template (with `unmigrated`, one without a
 * single table, as an operator's first start finds it); returns its URL.
 */
export async function createPostgresTestDatabase({ unmigrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const clusterUrl = inject("postgresUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(unmigrated ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    url: clusterUrl.replace(/\/postgres$/, `/${name}`),
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === "pglite")
    return openEmbeddedDatabase(undefined, { startFrom: new Blob([fs.readFileSync(inject("pgliteTemplate"))]) });
  const database = await createPostgresTestDatabase();
  const handle = openPostgresDatabase(database.url, 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A database for a server started as its own process, on the engine the Vitest project names:
 * the environment that points the server at it (DATABASE_URL, or a new DATA_DIR holding a copy of
 * the run's migrated data folder), and its removal. Migrated and empty, so the server's first start
 * creates the admin account and the demo content; `unmigrated`, without a single table.
 */
export async function createServerProcessDatabase({ unmigrated = false } = {}): Promise<{
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  if (testDatabaseKind() === "postgres") {
    const database = await createPostgresTestDatabase({ unmigrated });
    return { env: { DATABASE_URL: database.url }, drop: database.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
  if (!unmigrated) fs.cpSync(inject("pgliteDataFolder"), path.join(dataDir, "pglite"), { recursive: true });
  return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
