/**
 * A Playwright `test` whose pages are served by a server of their own: the production build on a
 * fresh data folder, started once per worker and filled by `prepare` before any test runs. For
 * browser tests whose content (many items, special products) the shared servers must not see.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { test as base } from "./site-test";
import { startServerProcess } from "../servers/server-process";

export function testOnOwnServer(name: string, prepare: (url: string) => Promise<void>) {
  return base.extend<object, { siteUrl: string }>({
    siteUrl: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
      async ({}, use) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
        const server = await startServerProcess({ DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD });
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
