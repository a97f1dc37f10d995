/**
 * Sending a page kept by the page cache: its stored headers, its ETag, and either a 304 or its
 * body as it was kept, gzip-encoded when the client takes gzip. Written for Node's plain
 * response, which the page cache's front and its Express middleware both have.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import vary from "vary";
import type { CachedPage } from "./page-cache";
import { matchesIfNoneMatch } from "./page-cache-policy";
import type { HeaderList } from "../requests/security-headers";

/** What a 304 leaves out: it sends no body, so none of the headers describing one. */
const BODY_HEADERS = new Set(["content-type", "content-length", "transfer-encoding"]);

export function answerNotModified(response: ServerResponse): void {
  response.statusCode = 304;
  vary(response, "Accept-Encoding");
  for (const name of BODY_HEADERS) response.removeHeader(name);
}

const acceptsGzip = (request: IncomingMessage) => new Negotiator(request).encoding(["gzip", "identity"]) === "gzip";

/**
 * Sends a kept page in one writeHead: the `leading` headers (the front's security headers; in
 * Express they are on the response already), X-Cache (HIT, or STALE for a copy lent while the
 * page is rendered anew), the page's own headers, its ETag and Vary (`varyBy` and the encoding,
 * after what the response varies by already), then a 304 or the body.
 */
export function sendCachedPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  { leading = [], varyBy = [], xCache = "HIT" }: { leading?: HeaderList; varyBy?: string[]; xCache?: "HIT" | "STALE" } = {},
): void {
  const notModified = matchesIfNoneMatch(request, page.etag);
  const headers: HeaderList = [];
  const add = (name: string, value: string) => {
    if (!(notModified && BODY_HEADERS.has(name.toLowerCase()))) headers.push(name, value);
  };
  for (let index = 0; index < leading.length; index += 2) add(leading[index]!, leading[index + 1]!);
  add("X-Cache", xCache);
  for (const [name, value] of page.headers) for (const each of [value].flat()) add(name, each);
  add("ETag", page.etag);
  add("Vary", vary.append(String(response.getHeader("vary") ?? ""), [...varyBy, "Accept-Encoding"]));
  if (notModified) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const gzip = acceptsGzip(request) ? page.gzipBody : undefined;
  if (gzip) headers.push("Content-Encoding", "gzip");
  const body = gzip ?? page.body;
  headers.push("Content-Length", String(body.length));
  response.writeHead(200, headers);
  // To a HEAD, Node sends the headers alone (see head-as-get.ts).
  response.end(body);
}
