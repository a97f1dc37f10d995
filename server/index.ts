/**
 * The production server's entry point, built into build/server/index.js together with the
 * application (see vite.config.ts). `scripts/start.mjs` and `scripts/dev.mjs` call startServer().
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { ViteDevServer } from "vite";
import type { BootstrapResult } from "~/db/bootstrap.server";
import { ConfigError, loadConfig, type Config } from "~/lib/server/config.server";
import { createLogger } from "~/lib/server/logger.server";
import { DataFolderInUseError } from "~/db/data-folder-lock.server";
import { onTerminationSignal, stopGracefully } from "./graceful-shutdown";
import { createHttpApp } from "./http-app";
import { openRuntime } from "./runtime";

export type StartOptions = { vite?: ViteDevServer };

function printFirstStartBanner(bootstrap: BootstrapResult, config: Config, url: string): void {
  if (!bootstrap.firstStart) return;
  const lines = [
    "",
    "First start: the database was created" + (bootstrap.seeded ? " and filled with demo content." : "."),
    `  Admin sign-in: ${url}/admin/login`,
    `  Username:      ${bootstrap.username}`,
    bootstrap.passwordWasGenerated
      ? `  Password:      ${bootstrap.password}   (generated; shown only this once, so keep it now)`
      : "  Password:      the ADMIN_PASSWORD you set",
    "",
  ];
  // Written to the terminal, not the log, so the password never lands in log storage.
  process.stdout.write(lines.join("\n") + "\n");
  if (config.env === "production" && config.databaseUrl === undefined) {
    process.stdout.write("Data is kept in the embedded database under " + config.dataDir + ".\n\n");
  }
}

export async function startServer(options: StartOptions = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(error.message + "\n");
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.env === "development" });

  let runtime;
  try {
    runtime = await openRuntime(config);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(error.message + "\n");
    process.exit(1);
  }

  let shuttingDown = false;
  const app = createHttpApp({
    config,
    logger,
    database: runtime.database,
    vite: options.vite,
    isShuttingDown: () => shuttingDown,
  });
  const server = app.listen(config.port, config.host);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  logger.info({ url, database: runtime.database.kind }, "server listening");
  printFirstStartBanner(runtime.bootstrap, config, url);

  onTerminationSignal(logger, () => {
    shuttingDown = true;
    return stopGracefully({ server, logger, timeoutMs: config.shutdownTimeoutMs, release: runtime.close });
  });
}
