/**
 * An address under /api that no route serves answers a JSON 404 to any method, also when a
 * large body comes with the request: the body is read away, so the client gets the answer
 * instead of a reset connection.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/servers/test-server";

let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

it("answers a large body sent to no API call with its JSON 404, time after time", async () => {
  const body = JSON.stringify({ text: "x".repeat(900_000) });
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const response = await fetch(`${server.url}/api/no-such-call`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "No API call at this address" });
  }
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
