import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache, pageFromBody, withGzip, type CachedPage } from "./page-cache";

const page = (body: string | Buffer): CachedPage => pageFromBody(Buffer.from(body), [["content-type", "text/plain"]]);

function cacheAt(limits: Partial<PageCache["limits"]> = {}) {
  let time = 0;
  const cache = new PageCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000, ...limits }, () => time);
  return { cache, advance: (ms: number) => (time += ms) };
}

describe("pageFromBody and withGzip", () => {
  it("gives the same ETag to the same body, and another to another body", () => {
    const first = page("<p>Products</p>");
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(page("<p>Products</p>").etag).toBe(first.etag);
    expect(page("<p>Products</p>!").etag).not.toBe(first.etag);
  });

  it("compresses a body worth it once, and leaves a small one alone", async () => {
    const document = "<p>Products</p>".repeat(100);
    const compressed = await withGzip(page(document));
    expect(zlib.gunzipSync(compressed.gzipBody!).toString()).toBe(document);
    expect(compressed.body.toString()).toBe(document);
    expect(await withGzip(page("small"))).not.toHaveProperty("gzipBody");
  });
});

describe("PageCache", () => {
  it("keeps a page for its lifetime, then forgets it", () => {
    const { cache, advance } = cacheAt({ ttlMs: 60_000 });
    expect(cache.set("/a", page("a"), cache.generation)).toBe(true);
    advance(59_999);
    expect(cache.get("/a")).toBeDefined();
    advance(1);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("drops the least recently used page beyond its number of entries", () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    cache.set("/a", page("a"), 0);
    cache.set("/b", page("b"), 0);
    cache.get("/a");
    cache.set("/c", page("c"), 0);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("stays within its bytes, and refuses a page bigger than an eighth of them", () => {
    const { cache } = cacheAt({ maxBytes: 80_000 });
    for (let index = 0; index < 20; index += 1) cache.set(`/${index}`, page(Buffer.alloc(9_000)), 0);
    expect(cache.size.bytes).toBeLessThanOrEqual(80_000);
    expect(cache.size.entries).toBe(8);
    expect(cache.get("/19")).toBeDefined();
    expect(cache.set("/big", page(Buffer.alloc(10_001)), 0)).toBe(false);
  });

  it("refuses a page rendered before the last clear", () => {
    const { cache } = cacheAt();
    cache.set("/a", page("a"), cache.generation);
    const renderingStarted = cache.generation;
    cache.clear();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.set("/b", page("b"), renderingStarted)).toBe(false);
    expect(cache.set("/b", page("b"), cache.generation)).toBe(true);
  });

  it("keeps its pages as stale copies after an edit, until each is kept anew or expires", () => {
    const { cache, advance } = cacheAt();
    cache.set("/a", page("a"), cache.generation);
    cache.set("/b", page("b"), cache.generation);
    const renderingStarted = cache.generation;
    cache.markStale();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.stale("/a")?.body.toString()).toBe("a");
    expect(cache.set("/a", page("a, before the edit"), renderingStarted)).toBe(false);
    expect(cache.set("/a", page("a, edited"), cache.generation)).toBe(true);
    expect(cache.get("/a")?.body.toString()).toBe("a, edited");
    expect(cache.stale("/a")).toBeUndefined();
    advance(60_000);
    expect(cache.stale("/b")).toBeUndefined();
  });

  it("drops the stale copies too when cleared", () => {
    const { cache } = cacheAt();
    cache.set("/a", page("a"), cache.generation);
    cache.apply("stale");
    cache.apply("clear");
    expect(cache.stale("/a")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("keeps nothing new while suspended, holds what it had as stale copies, and comes back empty", () => {
    const { cache } = cacheAt();
    cache.set("/a", page("a"), cache.generation);
    cache.suspend();
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.stale("/a")).toBeDefined();
    expect(cache.set("/a", page("a"), cache.generation)).toBe(false);
    cache.resume();
    expect(cache.stale("/a")).toBeUndefined();
    expect(cache.set("/a", page("a"), cache.generation)).toBe(true);
    expect(cache.get("/a")).toBeDefined();
  });

  it("keeps nothing with no entries allowed (PAGE_CACHE=off)", () => {
    const { cache } = cacheAt({ maxEntries: 0 });
    expect(cache.set("/a", page("a"), cache.generation)).toBe(false);
    expect(cache.get("/a")).toBeUndefined();
  });
});
