/**
 * A Playwright `test` whose pages are served by a server of their own: the production build on a
 * copy of the run's fresh data folder (the demo content as a first start seeds it), started once
 * per worker and filled by `prepare` before any test runs. For
 * browser tests whose content (many items, special products) the shared servers must not see.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FRESH_DATA_DIRECTORY } from "../../../playwright.config";
import { test as base } from "./site-test";
import { copyDataFolder } from "../servers/fresh-data-folder";
import { startServerProcess } from "../servers/server-process";

export function testOnOwnServer(name: string, prepare: (url: string) => Promise<void>) {
  return base.extend<object, { siteUrl: string }>({
    siteUrl: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
      async ({}, use) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
        copyDataFolder(FRESH_DATA_DIRECTORY, dataDir);
        const server = await startServerProcess({ DATA_DIR: dataDir });
        try {
          await prepare(server.url);
          await use(server.url);
        } finally {
          await server.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
      { scope: "worker", timeout: 180_000 },
    ],
    baseURL: async ({ siteUrl }, use) => use(siteUrl),
  });
}
