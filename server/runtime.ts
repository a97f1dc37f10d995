/**
 * The long-lived resources of one server process: the database (with the data-folder lock
 * when it is embedded), migrated and bootstrapped, the file storage, and their orderly release.
 */
import path from "node:path";
import { bootstrapDatabase, type BootstrapResult } from "~/db/bootstrap.server";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "~/db/client.server";
import { acquireDataFolderLock, DataFolderInUseError } from "~/db/data-folder-lock.server";
import { ConfigError, loadConfig, type Config } from "~/lib/server/config.server";
import { createLogger, type Logger } from "~/lib/server/logger.server";
import { createFileStorage } from "~/lib/server/storage/create-file-storage.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

export type Runtime = {
  database: DatabaseHandle;
  bootstrap: BootstrapResult;
  storage: FileStorage;
  close(): Promise<void>;
};

export async function openRuntime(config: Config, logger?: Logger): Promise<Runtime> {
  const lock = config.databaseUrl === undefined ? acquireDataFolderLock(config.dataDir) : undefined;
  try {
    const database =
      config.databaseUrl === undefined
        ? await openEmbeddedDatabase(path.join(config.dataDir, "pglite"))
        : openPostgresDatabase(config.databaseUrl, config.databasePoolSize, logger);
    try {
      await database.migrate();
      const bootstrap = await bootstrapDatabase(database.db, {
        admin: config.admin,
        seedDemoContent: config.seedDemoContent,
      });
      return {
        database,
        bootstrap,
        storage: createFileStorage(config),
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

/**
 * Reads the configuration and opens the runtime; a bad setting or a data folder in use by
 * another process ends the process with one line that says what is wrong.
 */
export async function openRuntimeOrExit(): Promise<{ config: Config; logger: Logger; runtime: Runtime }> {
  try {
    const config = loadConfig(process.env);
    const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" });
    return { config, logger, runtime: await openRuntime(config, logger) };
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(error.message + "\n");
    process.exit(1);
  }
}
