/**
 * The page cache in the Express application: a page that the cache can keep but does not hold
 * yet is rendered once and kept (page-cache-policy.ts says which). Only a 200 without
 * Set-Cookie, that its route did not mark private or no-store, is kept. A kept response gets a
 * weak ETag (a hash of its body) and answers 304 to a matching If-None-Match; it is sent as it
 * was rendered, the same bytes to every visitor (decision 080). Kept pages
 * are mostly answered before Express by the cache's front (page-cache-front.ts); the ones
 * asked for while they are being rendered are answered here. A signed-in request that may
 * change what pages show and succeeds changes the cache, here and (through `announceChange`) on
 * every other instance, before its client hears of the success: it clears it, or, when its route
 * says it only edited items that stay public (page-change.server.ts), keeps the pages as stale
 * copies, and a request for one that another request is rendering anew gets the copy meanwhile
 * (decision 048). Anonymous writes (inquiries, sign-ins) and staff writes that no page shows
 * (inquiries, accounts) change nothing: otherwise anyone could keep the cache empty by posting
 * inquiries. A page or API read that cannot be rendered because the database is out of reach
 * (a 503) is answered with its kept copy where there is one, current or stale, and one rendered
 * from the reads last given before the outage goes out marked STALE, never kept (decision 050).
 * `X-Cache` says HIT, STALE, MISS or BYPASS. A kept response names what it shows for the shared
 * caches in front (`Surrogate-Key`, and `xkey` for Varnish), and a change purges there the keys
 * it touched (server/shared-cache/, decision 080); nothing personal carries keys.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import vary from "vary";
import type { Logger } from "~/lib/server/logger.server";
import { answerNotModified, sendCachedPage } from "./cached-page-response";
import { PageChange } from "~/lib/server/pages/page-change.server";
import { PageKeys, SURROGATE_KEYS } from "~/lib/server/pages/page-keys.server";
import { PageLifetime } from "~/lib/server/pages/page-lifetime.server";
import { splitLocalePath } from "~/lib/i18n/locales";
import { keysTouchedBy } from "../shared-cache/touched-keys";
import { holdResponse } from "./held-response";
import { pageFromBody, withGzip, type CacheChange, type CachedPage, type PageCache } from "./page-cache";
import { cacheKey, cacheRoute, HOME_VARIES_BY, matchesIfNoneMatch, PERSONAL_CACHE_CONTROL, publicCacheControl } from "./page-cache-policy";

/** Made anew for each response, never kept with a page. */
const NOT_KEPT = new Set(["content-length", "etag", "x-cache", "transfer-encoding", "connection", "date"]);

export type PageCacheMiddlewareOptions = {
  cache: PageCache;
  /** Tells the other instances that content changed, and how; resolves once they can hear it. */
  announceChange(change: CacheChange): Promise<void>;
  /** Purges these surrogate keys from the shared caches in front; resolves once the purge is queued. */
  purgeSharedCaches(keys: string[]): Promise<void>;
  logger: Logger;
};

/** What the request's route tells the cache about its write (in the loaders' and actions' context). */
export function pageChangeOf(response: Response): PageChange {
  return (response.locals.pageChange as PageChange | undefined) ?? new PageChange();
}

/** Until when the page being rendered stays true (in the loaders' context); the cache keeps it no longer. */
export function pageLifetimeOf(response: Response): PageLifetime {
  return ((response.locals.pageLifetime as PageLifetime | undefined) ??= new PageLifetime());
}

/** What the page being rendered shows (in the loaders' context), named for the shared caches. */
export function pageKeysOf(response: Response): PageKeys {
  return ((response.locals.pageKeys as PageKeys | undefined) ??= new PageKeys());
}

/** The surrogate keys of a kept response: everything's, its language's (a page's) and what its loaders showed. */
function surrogateKeys(request: Request, response: Response): string {
  const language = request.path.startsWith("/api/") ? [] : [SURROGATE_KEYS.language(splitLocalePath(request.path).locale)];
  return [SURROGATE_KEYS.all, ...language, ...pageKeysOf(response).keys].join(" ");
}

/**
 * Says that the response was rendered from reads given from before an outage (the database out
 * of reach, per-change-memo.server.ts): it goes out marked STALE and is never kept.
 */
export function builtFromLastReads(response: Response): void {
  response.locals.builtFromLastReads = true;
}

function isStorable(response: Response): boolean {
  if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return false;
  return !/no-store|no-cache|private/i.test(String(response.getHeader("cache-control") ?? ""));
}

/**
 * Turns a held response into the kept `page` (a 200, marked STALE): the headers its rendering
 * added give way to the page's. Returns the body to send.
 */
function answerWithKeptCopy(response: Response, page: CachedPage, headersBefore: Set<string>): Buffer {
  for (const name of response.getHeaderNames()) if (!headersBefore.has(name)) response.removeHeader(name);
  response.statusCode = 200;
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("ETag", page.etag);
  response.setHeader("X-Cache", "STALE");
  return page.body;
}

/** Runs `callback` just before the status and headers go out, whoever sends them. */
function beforeHeaders(response: Response, callback: () => void): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadAfterCallback(this: Response, ...args: unknown[]) {
    response.writeHead = writeHead;
    callback();
    return writeHead.apply(this, args as never);
  } as typeof response.writeHead;
}

export function pageCacheMiddleware({ cache, announceChange, purgeSharedCaches, logger }: PageCacheMiddlewareOptions): RequestHandler {
  /**
   * The pages being rendered to be kept, by key, each settled once it is kept (or will not be).
   * When a popular page expires, the requests arriving meanwhile wait for the one rendering
   * instead of each rendering it again: fifty connections would otherwise stall the server for
   * fifty renders at once.
   */
  const rendering = new Map<string, Promise<void>>();
  const announceRendering = (key: string) => {
    let settled!: () => void;
    const done = new Promise<void>((resolve) => (settled = resolve));
    rendering.set(key, done);
    return () => {
      if (rendering.get(key) === done) rendering.delete(key);
      settled();
    };
  };

  /** A change that succeeded: no cache anywhere may serve as fresh what was rendered before it. */
  const afterChange = (request: Request, response: Response, pageChange: PageChange) => async (body: Buffer) => {
    if (response.statusCode < 400) {
      const change: CacheChange = pageChange.keepsWhatPagesShow ? "stale" : "clear";
      cache.apply(change);
      await announceChange(change).catch((error: unknown) =>
        logger.error({ err: error }, "could not tell the other instances to clear their page caches"),
      );
      // After this instance's cache: a shared cache that fetches anew at once gets the new page.
      await purgeSharedCaches(keysTouchedBy(request.path)).catch((error: unknown) =>
        logger.error({ err: error }, "could not queue the purge of the shared caches"),
      );
    }
    return body;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    const route = cacheRoute(request, request.path);
    if (route.kind === "file") {
      next();
      return;
    }
    if (route.kind === "write") {
      response.setHeader("X-Cache", "BYPASS");
      if (request.method !== "OPTIONS" && route.personal && route.showsOnPages) {
        const pageChange = new PageChange();
        response.locals.pageChange = pageChange;
        holdResponse(response, afterChange(request, response, pageChange));
      }
      next();
      return;
    }
    if (route.home) vary(response, HOME_VARIES_BY);
    if (route.kind === "bypass") {
      response.setHeader("X-Cache", "BYPASS");
      if (route.personal) {
        beforeHeaders(response, () => {
          if (!response.hasHeader("cache-control")) response.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
        });
      }
      next();
      return;
    }

    const key = cacheKey(request, request.protocol);
    const cached = cache.get(key);
    if (cached) {
      sendCachedPage(request, response, cached);
      return;
    }
    const pending = rendering.get(key);
    const stale = pending && cache.stale(key);
    if (stale) {
      // Rendered anew after an edit for another request: the copy from before shows nothing unpublished.
      sendCachedPage(request, response, stale, { xCache: "STALE" });
      return;
    }
    if (pending) {
      // The page is being rendered for another request: its answer, once kept, serves this one too.
      void pending.then(() => {
        const kept = cache.get(key);
        if (kept) sendCachedPage(request, response, kept);
        else renderAndKeep(request, response, next, key);
      });
      return;
    }
    renderAndKeep(request, response, next, key);
  };

  /** Renders the page and keeps it; its rendering is announced to the requests behind it until then. */
  function renderAndKeep(request: Request, response: Response, next: NextFunction, key: string): void {
    response.setHeader("X-Cache", "MISS");
    const generation = cache.generation;
    // Only a rendering that may be kept is worth waiting for (not with the cache off or suspended).
    const announce = cache.accepts(generation) && !rendering.has(key);
    const settle = announce ? announceRendering(key) : () => undefined;
    let keeping = false;
    // A response that never reaches the hold (an error, a closed connection) still lets the others go.
    response.on("close", () => {
      if (!keeping) settle();
    });
    const headersBefore = new Set(response.getHeaderNames());
    holdResponse(response, (body) => {
      const kept = response.statusCode === 503 ? (cache.get(key) ?? cache.stale(key)) : undefined;
      if (kept) return answerWithKeptCopy(response, kept, headersBefore);
      if (response.locals.builtFromLastReads === true) {
        response.setHeader("X-Cache", "STALE");
        if (!response.hasHeader("cache-control")) response.setHeader("Cache-Control", "no-cache");
        return body;
      }
      if (!isStorable(response)) return body;
      const { end } = pageLifetimeOf(response);
      if (!response.hasHeader("cache-control")) response.setHeader("Cache-Control", publicCacheControl(end));
      const keys = surrogateKeys(request, response);
      response.setHeader("Surrogate-Key", keys);
      response.setHeader("xkey", keys);
      const headers: CachedPage["headers"] = response
        .getHeaderNames()
        .filter((name) => !headersBefore.has(name) && !NOT_KEPT.has(name))
        .map((name) => {
          const value = response.getHeader(name)!;
          return [name, typeof value === "number" ? String(value) : value];
        });
      const page = pageFromBody(body, headers);
      response.setHeader("ETag", page.etag);
      // Kept once compressed (this response goes out meanwhile); a HEAD's too, rendered as a GET
      // (head-as-get.ts). With the cache off, or cleared since, nothing is compressed for nothing.
      if (cache.accepts(generation)) {
        keeping = true;
        withGzip(page)
          .then(
            (compressed) => cache.set(key, compressed, generation, end),
            (error: unknown) => logger.error({ err: error }, "could not compress a page for the page cache"),
          )
          .finally(settle);
      }
      if (matchesIfNoneMatch(request, page.etag)) {
        answerNotModified(response);
        return null;
      }
      return body;
    });
    next();
  }
}
