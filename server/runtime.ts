/**
 * The long-lived resources of one server process: the database (with the data-folder lock
 * when it is embedded), migrated and bootstrapped, the file storage, and their orderly release.
 * Maintenance commands (backup, restore) open the same stores without the first-start bootstrap.
 */
import path from "node:path";
import { bootstrapDatabase, type BootstrapResult } from "~/db/bootstrap.server";
import { openEmbeddedDatabase, openPostgresDatabase, type DatabaseHandle } from "~/db/client.server";
import { acquireDataFolderLock, DataFolderInUseError } from "~/db/data-folder-lock.server";
import { ConfigError, loadConfig, type Config } from "~/lib/server/config.server";
import { createLogger, type Logger } from "~/lib/server/logger.server";
import { createFileStorage } from "~/lib/server/storage/create-file-storage.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

export type DataStores = {
  database: DatabaseHandle;
  storage: FileStorage;
  close(): Promise<void>;
};

export type Runtime = DataStores & { bootstrap: BootstrapResult };

/** The migrated database and the file storage, as they are: an empty database stays empty. */
export async function openDataStores(config: Config, logger?: Logger): Promise<DataStores> {
  const lock = config.databaseUrl === undefined ? acquireDataFolderLock(config.dataDir) : undefined;
  try {
    const database =
      config.databaseUrl === undefined
        ? await openEmbeddedDatabase(path.join(config.dataDir, "pglite"), { sharedBuffersMb: config.embeddedDatabaseBuffersMb })
        : openPostgresDatabase(config.databaseUrl, config.databasePoolSize, logger);
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
    return {
      database,
      storage: createFileStorage(config),
      close: async () => {
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export async function openRuntime(config: Config, logger?: Logger): Promise<Runtime> {
  const stores = await openDataStores(config, logger);
  try {
    const bootstrap = await bootstrapDatabase(stores.database.db, {
      admin: config.admin,
      seedDemoContent: config.seedDemoContent,
      storage: stores.storage,
    });
    return { ...stores, bootstrap };
  } catch (error) {
    await stores.close();
    throw error;
  }
}

/**
 * Reads the configuration and opens what `open` opens; a bad setting or a data folder in use by
 * another process ends the process with one line that says what is wrong.
 */
async function openOrExit<T>(open: (config: Config, logger: Logger) => Promise<T>): Promise<{ config: Config; logger: Logger; opened: T }> {
  try {
    const config = loadConfig(process.env);
    const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" });
    return { config, logger, opened: await open(config, logger) };
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(error.message + "\n");
    process.exit(1);
  }
}

export async function openRuntimeOrExit(): Promise<{ config: Config; logger: Logger; runtime: Runtime }> {
  const { config, logger, opened } = await openOrExit(openRuntime);
  return { config, logger, runtime: opened };
}

export async function openDataStoresOrExit(): Promise<{ config: Config; logger: Logger; stores: DataStores }> {
  const { config, logger, opened } = await openOrExit(openDataStores);
  return { config, logger, stores: opened };
}
