/**
 * The built application (build/server/index.js, made by `npm run build` or `npm test`) served
 * in-process on a free loopback port over a test database, so integration tests exercise the
 * very HTTP stack that production runs: routing, headers, guards, JSON errors. Uploads go to a
 * temporary DATA_DIR of its own (removed on close) unless `env` names one. The page cache
 * keeps nothing unless `env` sets PAGE_CACHE=on (ETags and 304s work either way), nor are reads
 * kept per change; a test can clear it as the scheduled publisher does (`pageCache`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { DatabaseHandle } from "~/db/client.server";
import { loadConfig } from "~/lib/server/config.server";
import { createLogger } from "~/lib/server/logger.server";
import { createFileStorage } from "~/lib/server/storage/create-file-storage.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { applyConnectionTimeouts } from "../../../server/lifecycle/connection-timeouts";
import { answerUnservedMethodsOn } from "../../../server/requests/unserved-methods";
import type { createHttpApp as CreateHttpApp } from "../../../server/http-app";
import { localPageCache, type SharedPageCache } from "../../../server/page-cache/shared-page-cache";
import { sharedCachePurger } from "../../../server/shared-cache/shared-cache-purger";

const BUILD_FOLDER = path.resolve(process.env.BUILD_DIR ?? "build");
const SERVER_BUILD = pathToFileURL(path.join(BUILD_FOLDER, "server/index.js")).href;

export type TestServer = { url: string; storage: FileStorage; pageCache: SharedPageCache; close(): Promise<void> };

export async function startTestServer(database: DatabaseHandle, env: Record<string, string> = {}): Promise<TestServer> {
  const { createHttpApp } = (await import(/* @vite-ignore */ SERVER_BUILD)) as { createHttpApp: typeof CreateHttpApp };
  const temporaryDataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(os.tmpdir(), "test-server-")) : undefined;
  // Tests change the database behind the server's back: pages are kept only when a test asks (PAGE_CACHE=on).
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PAGE_CACHE: "off", DATA_DIR: temporaryDataDir, ...env });
  const logger = createLogger({ level: config.logLevel, pretty: false });
  const storage = createFileStorage(config);
  const pageCache = localPageCache(config.pageCache);
  // Nor are the reads kept per change, which follow the cache's generations (per-change-memo.server.ts).
  if (!config.pageCache.enabled) pageCache.cache.suspend();
  // A shared cache in front is purged when `env` names one (SHARED_CACHE_PURGE_URL).
  const sharedCache = sharedCachePurger(config, database.db, logger);
  sharedCache.start();
  const app = createHttpApp({
    config,
    logger,
    database,
    storage,
    clientBuildFolder: path.join(BUILD_FOLDER, "client"),
    pageCache,
    sharedCache,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = answerUnservedMethodsOn(applyConnectionTimeouts(createServer(app))).listen(0, "127.0.0.1", () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    storage,
    pageCache,
    close: async () => {
      await sharedCache.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
    },
  };
}
