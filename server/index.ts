/**
 * The production server's entry point, built into build/server/index.js together with the
 * application (see vite.config.ts). `scripts/start.mjs` and `scripts/dev.mjs` call startServer().
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { ViteDevServer } from "vite";
import { printFirstStartBanner } from "./first-start-banner";
import { onTerminationSignal, stopGracefully } from "./graceful-shutdown";
import { createHttpApp } from "./http-app";
import { openRuntimeOrExit } from "./runtime";

export type StartOptions = { vite?: ViteDevServer };

export async function startServer(options: StartOptions = {}): Promise<void> {
  const { config, logger, runtime } = await openRuntimeOrExit();

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
  printFirstStartBanner(runtime.bootstrap, url);

  onTerminationSignal(logger, () => {
    shuttingDown = true;
    return stopGracefully({ server, logger, timeoutMs: config.shutdownTimeoutMs, release: runtime.close });
  });
}

/** For the integration tests, which serve the built application over a database of their own. */
export { createHttpApp } from "./http-app";
