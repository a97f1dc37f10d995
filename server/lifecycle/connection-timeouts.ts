/**
 * How long the server keeps an idle connection open for the client's next request. Longer than
 * clients and load balancers keep theirs (Node's fetch 4 s, nginx and cloud load balancers 60 s),
 * so that the client is always the one to close an idle connection: a server closing it first
 * races a request the client is sending on it at that moment, which the client sees as a reset.
 * Node's default of 5 s lost that race under load.
 */
import type { Server } from "node:http";

const KEEP_ALIVE_MS = 65_000;

export function applyConnectionTimeouts(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the time allowed for a request's headers to exceed the keep-alive time.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
