/**
 * Calls that refuse a request before reading its body (no session, a method the call does not
 * have, a declared length over the limit) answer a client still sending that body: it reads its
 * 4xx every time instead of a connection reset, whether it keeps its connection or not. The
 * production server runs as its own process, so that the client's sending and the server's
 * answering race as they do over a network.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { postBody, type Outcome } from "../../tests/support/servers/post-body";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { createServerProcessDatabase } from "../../tests/support/servers/test-database";

vi.setConfig({ testTimeout: 60_000 });

const ATTEMPTS = 20;
const BODY_BYTES = 4_000_000;

let server: ServerProcess;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const database = await createServerProcessDatabase();
  cleanUp = database.drop;
  server = await startServerProcess({ ...database.env, ADMIN_PASSWORD: "unread-bodies-password-4Tz", SEED_DEMO_CONTENT: "false" });
});
afterAll(async () => {
  await server?.stop();
  await cleanUp?.();
});

describe.each([
  ["keeps its connections for the next request", new http.Agent({ keepAlive: true })],
  ["asks for each connection to be closed", false as const],
])("a client that %s", (_, agent) => {
  it.each([
    ["/api/objects/upload", "multipart/form-data; boundary=x", 401],
    ["/api/media", "multipart/form-data; boundary=x", 405],
    ["/api/inquiries", "application/json", 413],
  ])("reads the answer of POST %s while still sending its body", async (path, contentType, status) => {
    const outcomes: Outcome[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const headers = { "content-type": contentType, "x-forwarded-for": `10.9.${attempt}.1` };
      outcomes.push(await postBody(server.url + path, BODY_BYTES, { agent, headers }).answer);
    }
    expect(outcomes).toEqual(Array.from({ length: ATTEMPTS }, () => ({ status })));
  });
});
