/**
 * A connection of a test's own to a server, kept open between requests as a balancer keeps its
 * connections to an instance: for the tests of a stop (server/lifecycle/graceful-shutdown.ts),
 * which must answer on such a connection and close it only once it has been idle long enough.
 */
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";

export type KeptAnswer = { status: number; type: string | undefined; connection: string | undefined; retryAfter: string | undefined };

export type KeptConnection = {
  /** Sends a request on the connection (opening it the first time): its status, content type and drain headers. */
  send(url: string, method?: string, body?: string, headers?: Record<string, string>): Promise<KeptAnswer>;
  /** Resolves with `performance.now()` when the connection, idle after its last answer, is closed. */
  closed(): Promise<number>;
};

export function keptConnection(): KeptConnection {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // The agent takes the connection back after each answer, idle until the next request.
  let closedAt: Promise<number> | undefined;
  agent.on("free", (socket) => (closedAt ??= new Promise((resolve) => socket.once("close", () => resolve(performance.now())))));
  return {
    send: (url, method = "GET", body, headers = {}) =>
      new Promise((resolve, reject) => {
        httpRequest(url, { agent, method, headers }, (response) => {
          response.resume();
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              type: response.headers["content-type"],
              connection: response.headers.connection,
              retryAfter: response.headers["retry-after"],
            }),
          );
        })
          .on("error", reject)
          .end(body);
      }),
    closed: () => closedAt ?? Promise.reject(new Error("the connection has not answered yet")),
  };
}

/** Whether a new connection to `url`'s host is refused. */
export function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
