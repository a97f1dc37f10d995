/**
 * Opens the database: embedded PostgreSQL (PGlite) on disk by default, or a PostgreSQL
 * server through a connection pool when a URL is given. Both are driven by the same Drizzle
 * schema, the same migrations and the same SQL source files, so the rest of the code cannot tell
 * them apart.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DEFAULT_SHARED_BUFFERS_MB } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import * as schema from "./schema";
import { installedFile } from "~/lib/server/install-folder.server";
import { applySqlSourceFiles, newestMigrationIn, readSqlSourceFiles } from "./sql-source-files.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: whatever a query can run on. */
export type Queryable = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Applies the committed migrations, then the SQL source files of the functions and triggers
   * (app/db/sql, decision 074); safe when several instances start at once.
   */
  migrate(): Promise<void>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** drizzle-kit writes its migrations here (see drizzle.config.ts), in the installation folder. */
export const MIGRATIONS_FOLDER = installedFile("drizzle");

/** Any number: it only has to be the same for every instance of this application. */
const MIGRATION_LOCK_KEY = 72_410_731;

/** How long a request waits for a connection to a PostgreSQL server before it fails. */
const CONNECT_TIMEOUT_MS = 5_000;

const drizzleOptions = { schema, casing: "snake_case" } as const;

/** The functions and triggers, applied over the migrated tables. */
const applyFunctionsAndTriggers = (db: Database) => applySqlSourceFiles(db, readSqlSourceFiles(), newestMigrationIn(MIGRATIONS_FOLDER));

/**
 * Opens the embedded database in `dataFolder` (in memory when undefined). PGlite writes the
 * given settings over the folder's postgresql.conf at every start, so a changed setting applies
 * on the next start and an unchanged one stays as it was. `startFrom`, a data folder PGlite
 * dumped (`dumpDataDir`), fills an empty one instead of a new cluster being made.
 */
export async function openEmbeddedDatabase(
  dataFolder: string | undefined,
  { sharedBuffersMb = DEFAULT_SHARED_BUFFERS_MB, startFrom }: { sharedBuffersMb?: number; startFrom?: Blob } = {},
): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    dataDir: dataFolder,
    loadDataDir: startFrom,
    extensions: { pg_trgm },
    postgresqlconf: [`shared_buffers = ${sharedBuffersMb}MB`],
  });
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // One process owns the folder (see data-folder-lock.server.ts), so no one migrates alongside.
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await applyFunctionsAndTriggers(db as unknown as Database);
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

export function openPostgresDatabase(url: string, poolSize: number, logger?: Logger): DatabaseHandle {
  // A server out of reach fails a request in seconds (503, see database-errors.server.ts) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server closes while idle (restart, failover, admin command) is dropped by
  // the pool and replaced on the next query; without this listener it would end the process.
  pool.on("error", (error) => logger?.warn({ err: error }, "an idle database connection was closed"));
  const db = drizzlePostgres({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        const locked = drizzlePostgres({ client: connection, ...drizzleOptions });
        await migratePostgres(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        await applyFunctionsAndTriggers(locked as unknown as Database);
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
