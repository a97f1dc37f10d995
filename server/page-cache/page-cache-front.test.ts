/**
 * The page cache's front on a plain Node server: what it answers from the cache (with the
 * security headers, the same bytes to everyone, a 304, HEAD, gzip) and what it leaves to the application
 * behind it untouched (anything personal, a request with a body, a page not kept, a page kept
 * for the other protocol).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PageCache, pageFromBody, withGzip } from "./page-cache";
import { pageCacheFront } from "./page-cache-front";
import { cacheKey } from "./page-cache-policy";
import { securityHeaders } from "../requests/security-headers";

const HTML = `<html><head><script>start()</script></head><body>${"<p>Terminal</p>".repeat(200)}</body></html>`;

let server: Server;
let url: string;
const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000_000, ttlMs: 60_000 });
const behind = vi.fn();
const logRequest = vi.fn();
let logsAnswers = true;
/** Proxies are believed from 127.0.0.1 only when a test says so. */
let trustLoopback = false;

async function keep(path: string, protocol = "http") {
  const page = await withGzip(pageFromBody(Buffer.from(HTML), [["content-type", "text/html; charset=utf-8"]]));
  const key = cacheKey({ url: path, headers: { host: url.replace("http://", "") } } as never, protocol);
  cache.set(key, page, cache.generation);
}

beforeAll(async () => {
  const front = pageCacheFront({
    cache,
    trustProxy: (address) => trustLoopback && address === "127.0.0.1",
    securityHeaders: securityHeaders({ development: false }),
    logRequest,
    logsAnswers: () => logsAnswers,
  });
  server = createServer((request, response) => {
    if (front(request, response)) return;
    behind(request.method, request.url);
    response.end("behind");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await keep("/products");
  await keep("/");
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  behind.mockClear();
  logRequest.mockClear();
  logsAnswers = true;
  trustLoopback = false;
});

const withoutDate = (response: Response) => [...response.headers].filter(([name]) => name !== "date");

describe("the page cache's front", () => {
  it("answers a kept page with the security headers, the same bytes and headers to every visitor", async () => {
    const first = await fetch(`${url}/products`, { headers: { "accept-encoding": "identity" } });
    const second = await fetch(`${url}/products`, { headers: { "accept-encoding": "identity" } });
    expect(behind).not.toHaveBeenCalled();
    for (const response of [first, second]) {
      expect(response.headers.get("x-cache")).toBe("HIT");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("strict-transport-security")).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("content-security-policy")).not.toContain("'nonce-");
      expect(await response.text()).toBe(HTML);
    }
    expect(withoutDate(second)).toEqual(withoutDate(first));
  });

  it("answers gzip to a client that takes it, 304 to a matching If-None-Match, and no body to HEAD", async () => {
    const gzip = await fetch(`${url}/products`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(HTML);

    const etag = gzip.headers.get("etag")!;
    const notModified = await fetch(`${url}/products`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);

    const head = await fetch(`${url}/products`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(HTML.length);
    expect(await head.text()).toBe("");
    expect(behind).not.toHaveBeenCalled();
  });

  it("says that the home page varies by the language cookie and Accept-Language", async () => {
    const response = await fetch(`${url}/`, { headers: { "accept-language": "en" } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
  });

  it("leaves to the application what is personal, has a body, is not kept, would be redirected or is a write", async () => {
    const requests: [string, RequestInit][] = [
      ["/products", { headers: { cookie: "session=abcdefghijklmnopqrstuvwxyz" } }],
      ["/products", { headers: { authorization: "Bearer token" } }],
      ["/products", { method: "POST", body: "{}" }],
      ["/products?page=2", {}],
      ["/", { headers: { "accept-language": "de" } }],
      ["/admin", {}],
    ];
    for (const [path, init] of requests) expect(await (await fetch(url + path, init)).text()).toBe("behind");
    expect(behind).toHaveBeenCalledTimes(requests.length);
    expect(logRequest).not.toHaveBeenCalled();
  });

  it("finds a page kept for HTTPS only when a trusted proxy says the visitor used HTTPS, and then sends HSTS", async () => {
    await keep("/news", "https");
    const forwarded = { "x-forwarded-proto": "https" };
    expect(await (await fetch(`${url}/news`, { headers: forwarded })).text()).toBe("behind");
    trustLoopback = true;
    const response = await fetch(`${url}/news`, { headers: forwarded });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("logs what it answers, unless the log leaves out answers that went well", async () => {
    await fetch(`${url}/products`);
    expect(logRequest).toHaveBeenCalledTimes(1);
    logsAnswers = false;
    await fetch(`${url}/products`);
    expect(logRequest).toHaveBeenCalledTimes(1);
  });
});
