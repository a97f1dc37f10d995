/**
 * The built app over a database with the demo content, for tests of what visitors and crawlers
 * read (pages, sitemap, robots.txt). `env` adds configuration (e.g. PUBLIC_URL).
 */
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { seedDemoContent } from "~/db/seed/seed-demo-content.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { createTestDatabase } from "../servers/test-database";
import { startTestServer, type TestServer } from "../servers/test-server";

export type SeededSite = {
  database: DatabaseHandle;
  /** The server's file storage, which holds the demo's downloads. */
  storage: FileStorage;
  url: string;
  get(path: string): Promise<{ status: number; headers: Headers; text: string }>;
};

export function useSeededSite(env: Record<string, string> = {}): SeededSite {
  const site = {} as SeededSite;
  let server: TestServer;
  beforeAll(async () => {
    site.database = await createTestDatabase();
    server = await startTestServer(site.database, env);
    // Its downloads into the server's storage, which serves them.
    await site.database.db.transaction((tx) => seedDemoContent(tx, server.storage));
    site.url = server.url;
    site.storage = server.storage;
  });
  afterAll(async () => {
    await server?.close();
    await site.database?.close();
  });
  site.get = async (path) => {
    const response = await fetch(site.url + path, { redirect: "manual" });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  return site;
}
