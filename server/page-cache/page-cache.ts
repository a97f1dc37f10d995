/**
 * The in-memory store of rendered responses: least recently used first out, bounded by a number
 * of entries and of bytes, each entry living `ttlMs` at most, or less when what it shows ends sooner. A change starts a new generation
 * of the content, and a response whose rendering began before it is not kept after it:
 * `clear()` empties the store (a change that may have removed or unpublished something), while
 * `markStale()` keeps what it holds as stale copies (an edit that left everything shown
 * public), which `stale()` lends while each page is rendered anew (decision 048). `suspend()`
 * turns it off until `resume()` (while changes from other instances cannot be heard), keeping
 * stale copies for requests that cannot be rendered (decision 050). Reads kept per change follow
 * its generations.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);

export type PageCacheLimits = { maxEntries: number; maxBytes: number; ttlMs: number };

/**
 * A stored response: status 200, its headers and its body, sent as they are to every visitor
 * (a public page's scripts carry no nonce, decision 080).
 */
export type CachedPage = {
  headers: [name: string, value: string | string[]][];
  body: Buffer;
  /** The body gzip-encoded, once; none for a small body. */
  gzipBody?: Buffer;
  etag: string;
};

/** Below this, compressing is not worth it (the compression middleware's threshold too). */
const GZIP_THRESHOLD_BYTES = 1024;

/** How a change leaves the kept pages: all dropped, or kept as stale copies until rendered anew. */
export type CacheChange = "clear" | "stale";

/** `generation`: the content's generation the page was rendered in; an older one is a stale copy. */
type Entry = { page: CachedPage; bytes: number; expiresAt: number; generation: number };

/** What an entry costs beyond its body: the key, the headers, the bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A response to keep, with a weak ETag that hashes its body. */
export function pageFromBody(body: Buffer, headers: CachedPage["headers"]): CachedPage {
  return { headers, body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

/** Adds the gzip-encoded body to a page worth compressing (off the main thread). */
export async function withGzip(page: CachedPage): Promise<CachedPage> {
  return page.body.length < GZIP_THRESHOLD_BYTES ? page : { ...page, gzipBody: await gzip(page.body) };
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;
  private suspended = false;

  constructor(
    readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Pass to set(): a response rendered before a clear() is not kept. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The page kept under `key`, rendered in the current generation. */
  get(key: string): CachedPage | undefined {
    const entry = this.liveEntry(key);
    return entry?.generation === this.currentGeneration ? entry.page : undefined;
  }

  /** The page kept under `key` from before the last edit: to lend while it is rendered anew. */
  stale(key: string): CachedPage | undefined {
    const entry = this.liveEntry(key);
    return entry !== undefined && entry.generation !== this.currentGeneration ? entry.page : undefined;
  }

  /** The entry under `key` unless it has expired (then dropped), as the most recently used. */
  private liveEntry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Whether this is still the content's generation and changes can be heard (see per-change-memo.server.ts). */
  isCurrent(generation: number): boolean {
    return !this.suspended && generation === this.currentGeneration;
  }

  /** Whether a page rendered in this generation could still be kept (so is worth compressing). */
  accepts(generation: number): boolean {
    return this.isCurrent(generation) && this.limits.maxEntries >= 1;
  }

  /**
   * Keeps the page unless it was rendered before the last clear or is too big; true when kept.
   * `endsAt`: when what the page shows stops being true by itself; it is not kept past it.
   */
  set(key: string, page: CachedPage, generation: number, endsAt = Infinity): boolean {
    if (!this.accepts(generation)) return false;
    const expiresAt = Math.min(this.now() + this.limits.ttlMs, endsAt);
    if (expiresAt <= this.now()) return false;
    const bytes = ENTRY_OVERHEAD_BYTES + key.length + page.body.length + (page.gzipBody?.length ?? 0);
    // One page may not push out most of the others.
    if (bytes > this.limits.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, { page, bytes, expiresAt, generation });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
    return true;
  }

  apply(change: CacheChange): void {
    if (change === "stale") this.markStale();
    else this.clear();
  }

  /** A new generation, keeping what is held as stale copies until each is rendered anew or expires. */
  markStale(): void {
    this.currentGeneration += 1;
  }

  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Off until resume(): nothing is served as current or kept, but what is held stays as stale
   * copies, which a request that cannot be rendered (the database out of reach) is answered with.
   */
  suspend(): void {
    this.suspended = true;
    this.markStale();
  }

  /** Back on, empty: whatever changed meanwhile was not heard, so no copy from before is trusted. */
  resume(): void {
    this.suspended = false;
    this.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
