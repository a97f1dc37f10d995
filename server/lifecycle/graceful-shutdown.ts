/**
 * Stopping on SIGTERM without dropping a request (decision 066): stop listening at once; answer
 * what arrives on the open connections with `Connection: close` (writes as usual, reads 503 with
 * `Retry-After`); close a connection only once it has been idle for `drainMs`, longer than the
 * balancer keeps an idle one; cut requests still running `timeoutMs` after the signal; then
 * release the runtime (the database closed cleanly, the data-folder lock freed).
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { Logger } from "~/lib/server/logger.server";

/** How long a connection that has not sent a request yet is given to send one once listening has stopped. */
const FIRST_REQUEST_GRACE_MS = 1_000;
/** How often the open connections are looked at once listening has stopped. */
const SWEEP_MS = 100;
/** Requests a balancer may repeat on another instance. */
const REPEATABLE_METHODS = new Set(["GET", "HEAD"]);

/** An open connection: the responses under way on it, since when it has been idle, whether it has sent a request. */
type Connection = { responses: Set<ServerResponse>; idleSince: number; used: boolean };

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
  /**
   * Stops listening, answers what arrives on the open connections and closes each once it has
   * been idle for `drainMs`, cuts requests still running after `timeoutMs`, then calls `release`.
   */
  stop(options: { drainMs: number; timeoutMs: number; release(): Promise<void> }): Promise<void>;
};

/** Watches `server`'s connections from its start, so that a stop knows which of them are idle. */
export function prepareGracefulStop(server: Server, logger: Logger): GracefulStop {
  const connections = new Map<Socket, Connection>();
  let stopping = false;

  server.on("connection", (socket: Socket) => {
    connections.set(socket, { responses: new Set(), idleSince: performance.now(), used: false });
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

  /** Closes the connections idle for long enough and, once `cutAt` has passed, those still busy. */
  const sweep = (drainMs: number, cutAt: number) => {
    const now = performance.now();
    const busy = [...connections].filter(([, connection]) => connection.responses.size > 0);
    if (now >= cutAt && busy.length > 0) {
      logger.warn({ connections: busy.length }, "requests still running after the shutdown timeout; closing their connections");
      for (const [socket] of busy) socket.destroy();
    }
    for (const [socket, connection] of connections) {
      const idleFor = connection.used ? drainMs : Math.max(drainMs, FIRST_REQUEST_GRACE_MS);
      // As Node's own keep-alive timeout does: nothing is being written, and nothing may be coming.
      if (connection.responses.size === 0 && now - connection.idleSince >= idleFor) socket.destroy();
    }
  };

  return {
    serving: (application) => (request, response) => {
      const connection = connections.get(request.socket);
      if (connection) {
        connection.used = true;
        connection.responses.add(response);
        response.once("close", () => {
          connection.responses.delete(response);
          connection.idleSince = performance.now();
        });
      }
      if (stopping && drainAnswer(request, response)) return;
      application(request, response);
    },
    async stop({ drainMs, timeoutMs, release }) {
      stopping = true;
      const cutAt = performance.now() + timeoutMs;
      // net.Server's close, not http.Server's: the latter also destroys every idle connection at
      // once, while the balancer may be sending a request on it.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      // Responses under way close their connection too, unless their headers have gone out.
      for (const connection of connections.values()) {
        for (const response of connection.responses) if (!response.headersSent) response.setHeader("Connection", "close");
      }
      const sweeping = setInterval(() => sweep(drainMs, cutAt), SWEEP_MS);
      try {
        await closed;
      } finally {
        clearInterval(sweeping);
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
