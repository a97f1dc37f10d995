/**
 * Stopping on SIGTERM or SIGINT without dropping work: stop accepting connections, let
 * requests in flight finish (up to a time limit), then release the runtime (the database is
 * closed cleanly and the data-folder lock released) and exit.
 */
import type { Server } from "node:http";
import type { Logger } from "~/lib/server/logger.server";

export type ShutdownOptions = {
  server: Server;
  logger: Logger;
  timeoutMs: number;
  release(): Promise<void>;
};

export function stopGracefully({ server, logger, timeoutMs, release }: ShutdownOptions): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forceClose = setTimeout(() => {
    logger.warn({ timeoutMs }, "requests still running after the shutdown timeout; closing their connections");
    server.closeAllConnections();
  }, timeoutMs);
  return closed.finally(() => clearTimeout(forceClose)).then(release);
}

/** Runs `stop` once on the first SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onTerminationSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    stop().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", handle);
  process.on("SIGINT", handle);
}
