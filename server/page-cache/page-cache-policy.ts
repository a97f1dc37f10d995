/**
 * Which requests the page cache may answer and keep, and under which key: the rules that its
 * front (page-cache-front.ts) and its Express middleware (page-cache-middleware.ts) share. A
 * request is served from the cache, and its response kept, only when nothing about it can be
 * personal: a GET or HEAD, without the session cookie (staff see unpublished news) or an
 * Authorization header, not under /admin, /uploads or /.well-known/csaf, and not a home page that would redirect
 * the visitor to their language.
 */
import type { IncomingMessage } from "node:http";
import { parse } from "cookie";
import { isAdminPath } from "~/lib/admin-area";
import { homeLanguageTarget } from "~/lib/i18n/preferred-locale.server";
import { SESSION_COOKIE } from "~/lib/server/session-cookie.server";

/**
 * Browsers ask again each time (a 304 while nothing changed); a CDN keeps a response for a
 * minute, the cache's own lifetime (a change purges it sooner, by its surrogate keys), may serve
 * it stale for five more while it fetches anew, and for a day while the origin fails.
 */
const SHARED_MAX_AGE_SECONDS = 60;
const STALE_WHILE_REVALIDATE_SECONDS = 300;
const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * The Cache-Control of a public response. One whose content stops being true by itself at `end`
 * (a certificate it shows expires, page-lifetime.server.ts) is kept and served stale by a shared
 * cache no longer than until then.
 */
export function publicCacheControl(end?: number, now = Date.now()): string {
  const left = end === undefined ? Infinity : Math.max(0, Math.floor((end - now) / 1000));
  const maxAge = Math.min(SHARED_MAX_AGE_SECONDS, left);
  const stale = (seconds: number) => Math.min(seconds, left - maxAge);
  return `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${stale(STALE_WHILE_REVALIDATE_SECONDS)}, stale-if-error=${stale(STALE_IF_ERROR_SECONDS)}`;
}
/** A signed-in answer is for that browser alone. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

const READ_METHODS = new Set(["GET", "HEAD"]);
/**
 * Staff writes that no page or public API answer shows: inquiries (with their notes, assignees
 * and spam settings), staff accounts and sign-in. They keep every page as it is.
 */
const WRITES_NO_PAGE_SHOWS = /^\/api\/(inquiries|users|auth)(\/|$)/;
/**
 * Uploaded files have long-lived caching of their own and are files, not pages; the CSAF
 * directory's files change without a write through the API (its loop, decision 079) and are
 * revalidated by their ETag every time.
 */
const FILES = /^\/(uploads|\.well-known\/csaf)(\/|$)/;
/** The admin area, and its /admin page's data for the admin application's navigations. */
const isAdminRequest = (pathname: string) => isAdminPath(pathname) || pathname === "/admin.data";
/** The home page (and its data for client navigations) depends on the language cookie and Accept-Language. */
const HOME_PATHS = new Set(["/", "/_root.data"]);
/** What the home page's responses vary by, besides the encoding. */
export const HOME_VARIES_BY = ["Cookie", "Accept-Language"];

/**
 * What the page cache does with a request:
 * - `write`: `personal` (signed in) and `showsOnPages` (it may change what pages show): changes
 *   the cache once it succeeds (page-cache-middleware.ts);
 * - `file`: nothing (an uploaded file);
 * - `bypass`: never answered from it nor kept, `personal` when the answer is for one visitor;
 * - `cacheable`: answered from it when kept, else rendered and kept.
 * `home`: the response varies by the language cookie and Accept-Language.
 */
export type CacheRoute =
  | { kind: "write"; personal: boolean; showsOnPages: boolean }
  | { kind: "file" }
  | { kind: "bypass"; personal: boolean; home: boolean }
  | { kind: "cacheable"; home: boolean };

/** The path of a request's address, without its query. */
export function pathnameOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

function isPersonal(request: IncomingMessage): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookies = request.headers.cookie;
  return cookies !== undefined && parse(cookies)[SESSION_COOKIE] !== undefined;
}

/** Decided by the very function the site layout redirects with. */
function wouldRedirectHome(request: IncomingMessage): boolean {
  const headers = new Headers();
  for (const name of ["cookie", "accept-language"]) {
    const value = header(request, name);
    if (value !== undefined) headers.set(name, value);
  }
  return homeLanguageTarget(headers) !== null;
}

export function cacheRoute(request: IncomingMessage, pathname: string): CacheRoute {
  const personal = isPersonal(request);
  if (!READ_METHODS.has(request.method ?? "")) return { kind: "write", personal, showsOnPages: !WRITES_NO_PAGE_SHOWS.test(pathname) };
  if (FILES.test(pathname)) return { kind: "file" };
  const home = HOME_PATHS.has(pathname);
  if (personal || isAdminRequest(pathname) || (home && wouldRedirectHome(request))) return { kind: "bypass", personal, home };
  return { kind: "cacheable", home };
}

/** The rendered page names its own address (language alternates, canonical links): the host is part of the key. */
export const cacheKey = (request: IncomingMessage, protocol: string) =>
  `${protocol}://${header(request, "x-forwarded-host") ?? ""}|${header(request, "host") ?? ""}${request.url}`;

/**
 * If-None-Match names this ETag (weak comparison, RFC 9110 §13.1.2). Unlike Express's req.fresh,
 * a request's `Cache-Control: no-cache` does not matter: it asks caches on the way to check
 * with the origin, and this is the origin checking.
 */
export function matchesIfNoneMatch(request: IncomingMessage, etag: string): boolean {
  const value = header(request, "if-none-match");
  if (value === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return value.trim() === "*" || value.split(",").some((tag) => opaque(tag) === opaque(etag));
}
