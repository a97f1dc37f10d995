/**
 * The built application (build/server/index.js, made by `npm run build` or `npm test`) served
 * in-process on a free loopback port over a test database, so integration tests exercise the
 * very HTTP stack that production runs: routing, headers, guards, JSON errors.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { DatabaseHandle } from "~/db/client.server";
import { loadConfig } from "~/lib/server/config.server";
import { createLogger } from "~/lib/server/logger.server";
import type { createHttpApp as CreateHttpApp } from "../../server/http-app";

const SERVER_BUILD = pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href;

export type TestServer = { url: string; close(): Promise<void> };

export async function startTestServer(database: DatabaseHandle, env: Record<string, string> = {}): Promise<TestServer> {
  const { createHttpApp } = (await import(/* @vite-ignore */ SERVER_BUILD)) as { createHttpApp: typeof CreateHttpApp };
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const logger = createLogger({ level: config.logLevel, pretty: false });
  const app = createHttpApp({ config, logger, database, isShuttingDown: () => false });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
