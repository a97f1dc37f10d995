/**
 * The page cache's rules against a small Express app whose routes answer in every way the real
 * ones may: what is kept and what never is, clearing after a change (and telling the other
 * instances before the client hears of it), a rendering overtaken by a change, requests waiting
 * for a rendering already under way, HEAD and gzip.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/lib/server/logger.server";
import { answerHeadAsGet } from "../requests/head-as-get";
import { PageCache } from "./page-cache";
import { builtFromLastReads, pageCacheMiddleware, pageChangeOf } from "./page-cache-middleware";

let server: Server;
let url: string;
let cache: PageCache;
let renders = 0;
let releaseSlowPage: (() => void) | undefined;
/** /popular answers once the test opens this gate, however many requests render it. */
let popularGate = Promise.resolve();
let popularRenders = 0;
const announceChange = vi.fn(async (_change: "clear" | "stale") => undefined);
/** /article shows this title; its rendering waits for `articleGate`. */
let articleTitle = "Access control at the trade fair";
let articleGate = Promise.resolve();
let articleRenders = 0;
let databaseDown = false;

const HTML = `<html><head><script>start()</script></head><body>${"<p>Terminal</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  cache = new PageCache({ maxEntries: 100, maxBytes: 10_000_000, ttlMs: 60_000 });
  const app = express();
  app.use(answerHeadAsGet);
  app.use(compression());
  app.use(
    pageCacheMiddleware({
      cache,
      announceChange,
      purgeSharedCaches: async () => undefined,
      logger: createLogger({ level: "silent", pretty: false }),
    }),
  );
  app.get("/page", (_request, response) => {
    renders += 1;
    response.type("html").send(HTML);
  });
  app.get("/cookie", (_request, response) => response.cookie("seen", "1").json({ ok: true }));
  app.get("/missing", (_request, response) => response.status(404).json({ message: "Not found" }));
  app.get("/private", (_request, response) => response.set("Cache-Control", "private").json({ mine: true }));
  app.get("/slow", async (_request, response) => {
    await new Promise<void>((resolve) => (releaseSlowPage = resolve));
    response.json({ slow: true });
  });
  app.get("/popular", async (_request, response) => {
    popularRenders += 1;
    await popularGate;
    response.json({ popular: true });
  });
  app.get("/article", async (_request, response) => {
    articleRenders += 1;
    const title = articleTitle;
    await articleGate;
    response.json({ title });
  });
  // Rendered while the database answers, a 503 with Retry-After once it does not.
  app.get("/outage-prone", (_request, response) => {
    if (databaseDown) response.status(503).set({ "Retry-After": "10", "Cache-Control": "no-store" }).json({ message: "Unavailable" });
    else response.json({ products: ["FR-100"] });
  });
  // Rendered from the reads last given before an outage (the database out of reach).
  app.get("/from-last-reads", (_request, response) => {
    builtFromLastReads(response);
    response.json({ settings: "as last read" });
  });
  app.post("/change", (_request, response) => response.status(201).json({ changed: true }));
  // An edit whose route says it hid nothing (as the item routes do for an item that stays public).
  app.put("/article", (_request, response) => {
    articleTitle = "Access control at the trade fair, with photos";
    pageChangeOf(response).editedInPlace();
    response.json({ title: articleTitle });
  });
  app.put("/api/inquiries/1", (_request, response) => response.json({ status: "processing" }));
  app.post("/refused", (_request, response) => response.status(400).json({ message: "No" }));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  cache.resume();
  databaseDown = false;
  announceChange.mockClear();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers });
/** The session cookie of a staff member: writes that carry it may change what pages show. */
const signedIn = { cookie: "session=staff-session-token" };
const xCache = async (path: string, headers?: Record<string, string>) => (await get(path, headers)).headers.get("x-cache");

/** Starts a GET of /popular and waits until its rendering is under way, held until `open()`. */
async function startPopularRendering() {
  let open!: () => void;
  popularGate = new Promise((resolve) => (open = resolve));
  popularRenders = 0;
  const first = get("/popular");
  await vi.waitFor(() => expect(popularRenders).toBe(1));
  return { first, open };
}

describe("the page cache middleware", () => {
  it("keeps a 200, and never one that sets a cookie, is not 200, or is marked private", async () => {
    for (const path of ["/cookie", "/missing", "/private"]) {
      expect(await xCache(path)).toBe("MISS");
      expect(await xCache(path)).toBe("MISS");
    }
    expect(await xCache("/page")).toBe("MISS");
    // Kept once compressed, a moment after the first response went out.
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    const before = renders;
    expect(await xCache("/page")).toBe("HIT");
    expect(renders).toBe(before);
  });

  it("serves the kept page as it was rendered, gzip-encoded when asked", async () => {
    await get("/page");
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    const plain = await get("/page", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(HTML);
    const response = await get("/page", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // Compressed once when kept: the compression middleware would have streamed it without a length.
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(await response.text()).toBe(HTML);
  });

  it("answers 304 to an If-None-Match that names the page's ETag among others, weak or strong", async () => {
    const first = await get("/page");
    const etag = first.headers.get("etag")!;
    const opaque = etag.replace(/^W\//, "");
    for (const ifNoneMatch of [etag, opaque, `"other", ${etag}`, "*"]) {
      const response = await get("/page", { "if-none-match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get("content-security-policy")).toBeNull();
    }
    expect((await get("/page", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("bypasses signed-in requests and keeps nothing of them", async () => {
    const signedIn = await get("/page", { cookie: "theme=dark; session=abc" });
    expect(signedIn.headers.get("x-cache")).toBe("BYPASS");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/page", { authorization: "Bearer x" })).headers.get("x-cache")).toBe("BYPASS");
    expect(await xCache("/page")).toBe("MISS");
  });

  it("clears after a successful change, telling the other instances before answering", async () => {
    await get("/page");
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    let announced = false;
    announceChange.mockImplementationOnce(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      announced = true;
    });
    const change = await fetch(`${url}/change`, { method: "POST", headers: signedIn });
    expect(change.status).toBe(201);
    expect(change.headers.get("x-cache")).toBe("BYPASS");
    expect(announced).toBe(true);
    expect(announceChange).toHaveBeenCalledWith("clear");
    expect(await xCache("/page")).toBe("MISS");
  });

  it("lends the kept page after an edit in place to the requests behind its one new rendering", async () => {
    await get("/article");
    await vi.waitFor(async () => expect(await xCache("/article")).toBe("HIT"));
    expect((await fetch(`${url}/article`, { method: "PUT", headers: signedIn })).status).toBe(200);
    expect(announceChange).toHaveBeenCalledWith("stale");

    let open!: () => void;
    articleGate = new Promise((resolve) => (open = resolve));
    articleRenders = 0;
    const first = get("/article");
    await vi.waitFor(() => expect(articleRenders).toBe(1));
    const behind = await Promise.all([get("/article"), get("/article")]);
    expect(behind.map((answer) => answer.headers.get("x-cache"))).toEqual(["STALE", "STALE"]);
    expect(await behind[0]!.json()).toEqual({ title: "Access control at the trade fair" });
    open();
    expect((await first).headers.get("x-cache")).toBe("MISS");
    await vi.waitFor(async () => expect(await xCache("/article")).toBe("HIT"));
    expect(await (await get("/article")).json()).toEqual({ title: "Access control at the trade fair, with photos" });
    expect(articleRenders).toBe(1);
  });

  it("keeps the cache after a staff write that no page shows (an inquiry's status)", async () => {
    await get("/page");
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    expect((await fetch(`${url}/api/inquiries/1`, { method: "PUT", headers: signedIn })).status).toBe(200);
    expect(announceChange).not.toHaveBeenCalled();
    expect(await xCache("/page")).toBe("HIT");
  });

  it("keeps the cache after an anonymous write, which changes nothing a page shows (an inquiry, a sign-in)", async () => {
    await get("/page");
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    const inquiry = await fetch(`${url}/change`, { method: "POST" });
    expect(inquiry.status).toBe(201);
    expect(inquiry.headers.get("x-cache")).toBe("BYPASS");
    expect(announceChange).not.toHaveBeenCalled();
    expect(await xCache("/page")).toBe("HIT");
  });

  it("keeps the cache after a refused change", async () => {
    await get("/page");
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    expect((await fetch(`${url}/refused`, { method: "POST", headers: signedIn })).status).toBe(400);
    expect(announceChange).not.toHaveBeenCalled();
    expect(await xCache("/page")).toBe("HIT");
  });

  it("does not keep a response whose rendering began before a change", async () => {
    const slow = get("/slow");
    await vi.waitFor(() => expect(releaseSlowPage).toBeDefined());
    await fetch(`${url}/change`, { method: "POST", headers: signedIn });
    releaseSlowPage!();
    releaseSlowPage = undefined;
    expect((await slow).headers.get("x-cache")).toBe("MISS");
    const again = get("/slow");
    await vi.waitFor(() => expect(releaseSlowPage).toBeDefined());
    releaseSlowPage!();
    expect((await again).headers.get("x-cache")).toBe("MISS");
  });

  it("renders a page once for the requests that arrive while it is being rendered, and serves them what it keeps", async () => {
    const { first, open } = await startPopularRendering();
    const behind = [get("/popular"), get("/popular"), get("/popular")];
    // A HEAD waits as a GET does: it is answered as one.
    const head = fetch(`${url}/popular`, { method: "HEAD" });
    // The others have had time to arrive; they wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(popularRenders).toBe(1);
    open();
    expect((await head).headers.get("x-cache")).toBe("HIT");
    const answers = await Promise.all([first, ...behind]);
    expect(answers.map((answer) => answer.headers.get("x-cache"))).toEqual(["MISS", "HIT", "HIT", "HIT"]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(Array(4).fill({ popular: true }));
    expect(popularRenders).toBe(1);
  });

  it("lets the requests behind a rendering that is not kept render for themselves", async () => {
    const { first, open } = await startPopularRendering();
    const behind = get("/popular");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A change while it renders: what it renders may not be kept.
    await fetch(`${url}/change`, { method: "POST", headers: signedIn });
    open();
    expect((await first).headers.get("x-cache")).toBe("MISS");
    expect((await behind).headers.get("x-cache")).toBe("MISS");
    expect(popularRenders).toBe(2);
  });

  it("keeps the whole page a HEAD rendered, and answers HEAD from the cache with the length of the body", async () => {
    const identity = { "accept-encoding": "identity" };
    const head = await fetch(`${url}/page`, { method: "HEAD", headers: identity });
    expect(head.headers.get("x-cache")).toBe("MISS");
    expect(Number(head.headers.get("content-length"))).toBe(HTML.length);
    await vi.waitFor(async () => expect(await xCache("/page")).toBe("HIT"));
    const kept = await get("/page", identity);
    expect(await kept.text()).toBe(HTML);
    const cachedHead = await fetch(`${url}/page`, { method: "HEAD", headers: identity });
    expect(cachedHead.headers.get("x-cache")).toBe("HIT");
    expect(Number(cachedHead.headers.get("content-length"))).toBe(HTML.length);
    expect(cachedHead.headers.get("etag")).toBe(head.headers.get("etag"));
  });

  it("answers a request that cannot be rendered (503) with the kept copy, marked stale, and a page never kept with the 503", async () => {
    await get("/outage-prone");
    expect(await xCache("/outage-prone")).toBe("HIT");
    // The instance stops hearing the other instances (the database went away): nothing is current.
    cache.suspend();
    databaseDown = true;
    const response = await get("/outage-prone");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("STALE");
    expect(response.headers.get("retry-after")).toBeNull();
    expect(response.headers.get("cache-control")).not.toContain("no-store");
    expect(await response.json()).toEqual({ products: ["FR-100"] });

    const unknown = await get("/outage-prone?page=2");
    expect(unknown.status).toBe(503);
    expect(unknown.headers.get("retry-after")).toBe("10");
    // Back: the copy from before is not trusted; the page is rendered anew.
    databaseDown = false;
    cache.resume();
    expect(await xCache("/outage-prone")).toBe("MISS");
  });

  it("marks a response rendered from the reads last given before an outage STALE, and never keeps it", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get("/from-last-reads");
      expect(response.status).toBe(200);
      expect(response.headers.get("x-cache")).toBe("STALE");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });
});
