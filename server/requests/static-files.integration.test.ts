/**
 * The browser build's files as the production app serves them: hashed assets for good, the other
 * top-level files (favicon, demo pictures and datasheets) for an hour, and nothing else taken
 * for a file.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../tests/support/servers/test-server";

const CLIENT_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "client");

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

it("serves hashed assets for a year and the build's other files for an hour", async () => {
  const script = readdirSync(path.join(CLIENT_BUILD, "assets")).find((name) => name.endsWith(".js"))!;
  const asset = await fetch(`${server.url}/assets/${script}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

  const datasheet = readdirSync(path.join(CLIENT_BUILD, "demo"))[0]!;
  for (const file of ["/favicon.svg", `/demo/${datasheet}`]) {
    const response = await fetch(server.url + file);
    expect(response.status, file).toBe(200);
    expect(response.headers.get("cache-control"), file).toBe("public, max-age=3600");
  }
});

it("leaves every other address to the pages, including one that names a missing file", async () => {
  const about = await fetch(`${server.url}/about`);
  expect(about.status).toBe(200);
  expect(about.headers.get("content-type")).toMatch(/^text\/html/);
  const missing = await fetch(`${server.url}/demo/no-such-picture.webp`);
  expect(missing.status).toBe(404);
});
