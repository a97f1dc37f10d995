/**
 * Stopping on SIGTERM without dropping a request (docs/decisions/049-draining-before-a-stop.md).
 *
 * A balancer keeps sending to an instance until it notices the stop, and a request it sends on a
 * connection the instance closes at that moment is lost: one on a kept-alive connection the
 * instance ends, or one on a connection still waiting in the listening socket's queue when it
 * closes (the system resets those). A GET is repeated elsewhere, a POST is not. So a stop goes
 * in three steps:
 * 1. Draining (`drainMs`): every response says `Connection: close`; writes are served as
 *    usual; reads (GET, HEAD: `/healthz` included) answer 503 with `Retry-After`, which a
 *    balancer repeats on another instance and counts as a failure, so that it soon stops sending
 *    here at all (nginx after `max_fails`; one with health checks at its next check).
 * 2. It stops listening: a new connection is refused, which a balancer retries on another
 *    instance whatever the method, since nothing was sent.
 * 3. Each connection still open ends once it is idle: the ones idle since before draining at
 *    once, a connection just opened only when its first request has been answered or it has
 *    sent none for IDLE_GRACE_MS; after `timeoutMs` the ones still busy are cut. Then the
 *    runtime is released (the database closed cleanly, the data-folder lock freed).
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import type { Logger } from "~/lib/server/logger.server";

/** How long a connection that has not sent a request yet is given to send one once listening has stopped. */
const IDLE_GRACE_MS = 1_000;
/** How often the open connections are looked at once listening has stopped. */
const SWEEP_MS = 100;
/** Requests a balancer may repeat on another instance. */
const REPEATABLE_METHODS = new Set(["GET", "HEAD"]);

type Connection = { busy: number; idleSince: number };

export const DRAINING_MESSAGE = "This server is restarting; please try again in a moment";

/**
 * A draining read's body, in the form the address answers in: the API's JSON `message`, the
 * health check's JSON `status`, a line of text for the rest.
 */
export function drainBody(url: string): { type: string; body: string } {
  const path = url.split("?")[0]!;
  if (path === "/healthz") return { type: "application/json; charset=utf-8", body: JSON.stringify({ status: "stopping" }) };
  if (path === "/api" || path.startsWith("/api/"))
    return { type: "application/json; charset=utf-8", body: JSON.stringify({ message: DRAINING_MESSAGE }) };
  return { type: "text/plain; charset=utf-8", body: `${DRAINING_MESSAGE}.\n` };
}

export type GracefulStop = {
  /** The server's request listener: `application`, and the drain's answers while stopping. */
  serving(application: RequestListener): RequestListener;
  /** Drains for `drainMs`, stops listening, ends every connection, then calls `release`. */
  stop(options: { drainMs: number; timeoutMs: number; release(): Promise<void> }): Promise<void>;
};

/** Watches `server`'s connections from its start, so that a stop knows which of them are idle. */
export function prepareGracefulStop(server: Server, logger: Logger): GracefulStop {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once("close", () => connections.delete(socket));
  });

  const drainAnswer = (request: IncomingMessage, response: ServerResponse): boolean => {
    response.setHeader("Connection", "close");
    if (!REPEATABLE_METHODS.has(request.method ?? "")) return false;
    const { type, body } = drainBody(request.url ?? "/");
    response.writeHead(503, { "Content-Type": type, "Cache-Control": "no-store", "Retry-After": "1" });
    response.end(body);
    return true;
  };

  const endIdleConnections = (now: number) => {
    for (const [socket, connection] of connections) {
      if (connection.busy === 0 && now - connection.idleSince >= IDLE_GRACE_MS) socket.end();
    }
  };

  return {
    serving: (application) => (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) connection.busy += 1;
      response.once("close", () => {
        if (!connection) return;
        connection.busy -= 1;
        connection.idleSince = performance.now();
      });
      if (stopping && drainAnswer(request, response)) return;
      application(request, response);
    },
    async stop({ drainMs, timeoutMs, release }) {
      stopping = true;
      await delay(drainMs);
      // net.Server's close, not http.Server's: the latter also ends every connection without a
      // request under way at once, including one whose first request is on its way.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const sweep = setInterval(() => endIdleConnections(performance.now()), SWEEP_MS);
      const cut = setTimeout(() => {
        logger.warn({ timeoutMs }, "requests still running after the shutdown timeout; closing their connections");
        server.closeAllConnections();
      }, timeoutMs);
      try {
        await closed;
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
      await release();
    },
  };
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT, then exits; a second signal exits at once.
 * SIGINT (Ctrl-C at a terminal) skips the drain: no balancer is waiting on a server run by hand.
 */
export function onTerminationSignal(logger: Logger, stop: (options: { drain: boolean }) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    stop({ drain: signal === "SIGTERM" }).then(
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
