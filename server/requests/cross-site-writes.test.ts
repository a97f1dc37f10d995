import { once } from "node:events";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseCrossSiteWrites } from "./cross-site-writes";

const PUBLIC_URL = "https://www.example.com";

describe("refuseCrossSiteWrites", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(refuseCrossSiteWrites(PUBLIC_URL));
    app.all("/write", (_request, response) => response.json({ done: true }));
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The status of a request to /write; node:http, since fetch sets Host itself. */
  const send = (method: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      request(`${base}/write`, { method, headers }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
        .on("error", reject)
        .end();
    });
  const post = (headers: Record<string, string>) => send("POST", headers);

  it("lets a write through from the Host it came with, from PUBLIC_URL's origin and from a client that names no origin", async () => {
    const port = new URL(base).port;
    const allowed: Record<string, string>[] = [
      { Origin: base },
      { Origin: PUBLIC_URL },
      {},
      // Behind a proxy that passes the host the visitor used, port included.
      { Origin: "http://localhost:8089", Host: "localhost:8089" },
    ];
    for (const headers of allowed) expect(await post(headers), JSON.stringify(headers)).toBe(200);
    // A proxy passing the host without its port: the visitor's origin names the port.
    expect(await post({ Origin: `http://127.0.0.1:${port}`, Host: "127.0.0.1" })).toBe(403);
  });

  it("refuses a write from another site, by its Origin or by Sec-Fetch-Site, and reads are never refused", async () => {
    const refused = await fetch(`${base}/write`, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Requests from other sites may not change anything here" });
    expect(await post({ Origin: "https://www.example.com:8443" })).toBe(403);
    expect(await post({ "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(await post({ Origin: "not a url" })).toBe(403);
    expect(await send("GET", { Origin: "https://evil.example" })).toBe(200);
  });
});
