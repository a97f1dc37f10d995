import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/server/logger.server";
import { keptConnection, refusesConnections } from "../../tests/support/servers/kept-connection";
import { DRAINING_MESSAGE, drainBody, prepareGracefulStop, type GracefulStop } from "./graceful-shutdown";

describe("a draining instance's answer to a read", () => {
  it("is the API's JSON message under /api", () => {
    for (const url of ["/api/products?limit=1", "/api", "/api/openapi.json"]) {
      const { type, body } = drainBody(url);
      expect(type).toBe("application/json; charset=utf-8");
      expect(JSON.parse(body)).toEqual({ message: DRAINING_MESSAGE });
    }
  });

  it("is the health check's JSON status at /healthz", () => {
    expect(drainBody("/healthz")).toEqual({ type: "application/json; charset=utf-8", body: '{"status":"stopping"}' });
  });

  it("is a line of text elsewhere, an address that only starts like the API's included", () => {
    for (const url of ["/", "/products?q=api", "/apiary"]) {
      expect(drainBody(url)).toEqual({ type: "text/plain; charset=utf-8", body: `${DRAINING_MESSAGE}.\n` });
    }
  });
});

describe("a stop", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server = undefined;
  });

  /** A server whose requests answer 200 at once, or never under /hang: its address, its stop, the requests it got. */
  async function startServer(): Promise<{ url: string; graceful: GracefulStop; received(): number }> {
    server = createServer();
    const graceful = prepareGracefulStop(server, createLogger({ level: "silent", pretty: false }));
    let received = 0;
    server.on(
      "request",
      graceful.serving((request, response) => {
        received += 1;
        if (request.url !== "/hang") response.end("ok");
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, graceful, received: () => received };
  }

  it("stops listening at once, and answers on a connection kept open with Connection: close", async () => {
    const { url, graceful } = await startServer();
    const [reader, writer] = [keptConnection(), keptConnection()];
    for (const connection of [reader, writer]) expect((await connection.send(url)).connection).toBe("keep-alive");
    const release = vi.fn(async () => {});
    const stopped = graceful.stop({ drainMs: 2_000, timeoutMs: 5_000, release });

    expect(await refusesConnections(url)).toBe(true);
    // Later, the connections idle since before the stop are still open.
    await delay(500);
    expect(await reader.send(`${url}/api/products`)).toMatchObject({ status: 503, connection: "close", retryAfter: "1" });
    expect(await writer.send(`${url}/api/inquiries`, "POST", "{}")).toMatchObject({ status: 200, connection: "close" });
    await stopped;
    expect(release).toHaveBeenCalledOnce();
  });

  it("closes a connection once it has been idle for the drain, and no sooner", async () => {
    const { url, graceful } = await startServer();
    const connection = keptConnection();
    // Taken before the request, so never after the moment the connection became idle.
    const sentAt = performance.now();
    await connection.send(url);
    const stopped = graceful.stop({ drainMs: 400, timeoutMs: 5_000, release: async () => {} });
    const openFor = (await connection.closed()) - sentAt;
    expect(openFor).toBeGreaterThanOrEqual(400);
    // Closed by the stop, not left to the keep-alive timeout.
    expect(openFor).toBeLessThan(2_000);
    await stopped;
  });

  it("cuts a request still running after the timeout, then releases", async () => {
    const { url, graceful, received } = await startServer();
    const hanging = keptConnection()
      .send(`${url}/hang`)
      .catch((error: Error) => error.message);
    await expect.poll(received).toBe(1);
    const release = vi.fn(async () => {});
    const startedAt = performance.now();
    await graceful.stop({ drainMs: 0, timeoutMs: 300, release });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(300);
    expect(await hanging).toBe("socket hang up");
    expect(release).toHaveBeenCalledOnce();
  });
});
