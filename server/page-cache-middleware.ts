/**
 * Anonymous public pages and public API reads come from the page cache; everything else passes
 * by it. A request is served from the cache, and its response kept, only when nothing about it
 * can be personal: a GET or HEAD, without the session cookie (staff see unpublished news) or an
 * Authorization header, not under /admin or /uploads, and not a home page that would redirect
 * the visitor to their language. Only a 200 without Set-Cookie, that its route did not mark
 * private or no-store, is kept. A kept response gets a weak ETag (a hash of its body with the
 * CSP nonce left out) and answers 304 to a matching If-None-Match; each response from the
 * cache carries the nonce of its own request. A signed-in request that may change something
 * and succeeds clears the cache, here and (through `announceChange`) on every other instance,
 * before its client hears of the success. Anonymous writes (inquiries, sign-ins) change nothing
 * a page shows, and clear nothing: otherwise anyone could keep the cache empty by posting
 * inquiries. `X-Cache` says HIT, MISS or BYPASS.
 */
import { parse } from "cookie";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { homeLanguageTarget } from "~/lib/i18n/preferred-locale.server";
import type { Logger } from "~/lib/server/logger.server";
import { SESSION_COOKIE } from "~/lib/server/session-cookie.server";
import { holdResponse } from "./held-response";
import { bodyWithNonce, gzipBodyWithNonce, pageFromBody, withGzip, type CachedPage, type PageCache } from "./page-cache";

/**
 * Browsers ask again each time (a 304 while nothing changed); a CDN keeps a response for a
 * minute, the cache's own lifetime, and may serve it stale for five more while it fetches anew.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** A signed-in answer is for that browser alone. */
const PERSONAL_CACHE_CONTROL = "private, no-store";

const READ_METHODS = new Set(["GET", "HEAD"]);
/** Uploaded files have long-lived caching of their own and are files, not pages. */
const UPLOADS = /^\/uploads(\/|$)/;
const ADMIN = /^\/admin(\/|\.data$|$)/;
/** The home page (and its data for client navigations) depends on the language cookie and Accept-Language. */
const HOME_PATHS = new Set(["/", "/_root.data"]);
/** Made anew for each response, never kept with a page. */
const NOT_KEPT = new Set(["content-length", "etag", "x-cache", "transfer-encoding", "connection", "date"]);

export type PageCacheMiddlewareOptions = {
  cache: PageCache;
  /** Tells the other instances that content changed; resolves once they can hear it. */
  announceChange(): Promise<void>;
  logger: Logger;
};

function isPersonal(request: Request): boolean {
  if (request.get("authorization") !== undefined) return true;
  const cookies = request.get("cookie");
  return cookies !== undefined && parse(cookies)[SESSION_COOKIE] !== undefined;
}

/** Decided by the very function the site layout redirects with. */
function wouldRedirectHome(request: Request): boolean {
  const headers = new Headers();
  for (const name of ["cookie", "accept-language"]) {
    const value = request.get(name);
    if (value !== undefined) headers.set(name, value);
  }
  return homeLanguageTarget(headers) !== null;
}

/** The rendered page names its own address (language alternates, canonical links): the host is part of the key. */
const cacheKey = (request: Request) =>
  `${request.protocol}://${request.get("x-forwarded-host") ?? ""}|${request.get("host") ?? ""}${request.originalUrl}`;

function isStorable(response: Response): boolean {
  if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return false;
  return !/no-store|no-cache|private/i.test(String(response.getHeader("cache-control") ?? ""));
}

/**
 * If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). Unlike Express's req.fresh,
 * a request's `Cache-Control: no-cache` does not matter: it asks caches on the way to check
 * with the origin, and this is the origin checking.
 */
function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const header = request.get("if-none-match");
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/**
 * A 304 sends no body, so none of the headers describing one; nor a new CSP header, which the
 * browser would pair with the body it kept, whose scripts carry the old nonce.
 */
function answerNotModified(response: Response): void {
  response.statusCode = 304;
  response.vary("Accept-Encoding");
  for (const name of ["content-type", "content-length", "transfer-encoding", "content-security-policy"]) response.removeHeader(name);
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

function sendCached(request: Request, response: Response, page: CachedPage): void {
  response.setHeader("X-Cache", "HIT");
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("ETag", page.etag);
  if (matchesIfNoneMatch(request, page.etag)) {
    answerNotModified(response);
    response.end();
    return;
  }
  // Gzip joined from pieces compressed once; the compression middleware leaves an encoded body alone.
  const nonce = response.locals.cspNonce as string | undefined;
  const gzip = request.acceptsEncodings("gzip", "identity") === "gzip" ? gzipBodyWithNonce(page, nonce) : null;
  const body = gzip ?? bodyWithNonce(page, nonce);
  response.vary("Accept-Encoding");
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  response.end(body);
}

export function pageCacheMiddleware({ cache, announceChange, logger }: PageCacheMiddlewareOptions): RequestHandler {
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

  /** A change that succeeded: no cache anywhere may serve what was rendered before it. */
  const afterChange = (response: Response) => async (body: Buffer) => {
    if (response.statusCode < 400) {
      cache.clear();
      await announceChange().catch((error: unknown) =>
        logger.error({ err: error }, "could not tell the other instances to clear their page caches"),
      );
    }
    return body;
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (!READ_METHODS.has(request.method)) {
      response.setHeader("X-Cache", "BYPASS");
      if (request.method !== "OPTIONS" && isPersonal(request)) holdResponse(response, afterChange(response));
      next();
      return;
    }
    if (UPLOADS.test(request.path)) {
      next();
      return;
    }
    const isHome = HOME_PATHS.has(request.path);
    if (isHome) response.vary("Cookie").vary("Accept-Language");
    const personal = isPersonal(request);
    if (personal || ADMIN.test(request.path) || (isHome && wouldRedirectHome(request))) {
      response.setHeader("X-Cache", "BYPASS");
      if (personal) {
        beforeHeaders(response, () => {
          if (!response.hasHeader("cache-control")) response.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
        });
      }
      next();
      return;
    }

    const key = cacheKey(request);
    const cached = cache.get(key);
    if (cached) {
      sendCached(request, response, cached);
      return;
    }
    const pending = request.method === "GET" ? rendering.get(key) : undefined;
    if (pending) {
      // The page is being rendered for another request: its answer, once kept, serves this one too.
      void pending.then(() => {
        const kept = cache.get(key);
        if (kept) sendCached(request, response, kept);
        else renderAndKeep(request, response, next, key);
      });
      return;
    }
    renderAndKeep(request, response, next, key);
  };

  /** Renders the page and keeps it; a GET's rendering is announced to the requests behind it until then. */
  function renderAndKeep(request: Request, response: Response, next: NextFunction, key: string): void {
    response.setHeader("X-Cache", "MISS");
    const generation = cache.generation;
    // Only a rendering that may be kept is worth waiting for (not with the cache off or suspended).
    const announce = request.method === "GET" && cache.accepts(generation) && !rendering.has(key);
    const settle = announce ? announceRendering(key) : () => undefined;
    let keeping = false;
    // A response that never reaches the hold (an error, a closed connection) still lets the others go.
    response.on("close", () => {
      if (!keeping) settle();
    });
    const nonce = response.locals.cspNonce as string | undefined;
    const headersBefore = new Set(response.getHeaderNames());
    holdResponse(response, (body) => {
      if (!isStorable(response)) return body;
      if (!response.hasHeader("cache-control")) response.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      const headers: CachedPage["headers"] = response
        .getHeaderNames()
        .filter((name) => !headersBefore.has(name) && !NOT_KEPT.has(name))
        .map((name) => {
          const value = response.getHeader(name)!;
          return [name, typeof value === "number" ? String(value) : value];
        });
      const isHtml = /^text\/html\b/i.test(String(response.getHeader("content-type") ?? ""));
      const page = pageFromBody(body, headers, nonce, isHtml);
      response.setHeader("ETag", page.etag);
      // A HEAD's body may be empty: only a GET's is kept, once compressed (this response goes out
      // meanwhile). With the cache off, or cleared since, nothing is compressed for nothing.
      if (request.method === "GET" && cache.accepts(generation)) {
        keeping = true;
        withGzip(page)
          .then(
            (compressed) => cache.set(key, compressed, generation),
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
