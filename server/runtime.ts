/**
 * The long-lived resources of one server process: the database (with the data-folder lock
 * when it is embedded), migrated and bootstrapped, and their orderly release.
 */
import path from "node:path";
import { bootstrapDatabase, type BootstrapResult } from "~/db/bootstrap.server";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "~/db/client.server";
import { acquireDataFolderLock } from "~/db/data-folder-lock.server";
import type { Config } from "~/lib/server/config.server";

export type Runtime = {
  database: DatabaseHandle;
  bootstrap: BootstrapResult;
  close(): Promise<void>;
};

export async function openRuntime(config: Config): Promise<Runtime> {
  const lock = config.databaseUrl === undefined ? acquireDataFolderLock(config.dataDir) : undefined;
  try {
    const database =
      config.databaseUrl === undefined
        ? await openEmbeddedDatabase(path.join(config.dataDir, "pglite"))
        : openPostgresDatabase(config.databaseUrl, config.databasePoolSize);
    try {
      await database.migrate();
      const bootstrap = await bootstrapDatabase(database.db, {
        admin: config.admin,
        seedDemoContent: config.seedDemoContent,
      });
      return {
        database,
        bootstrap,
        close: async () => {
          await database.close();
          lock?.release();
        },
      };
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
}
