/**
 * Sending a page kept by the page cache: its stored headers, its ETag, and either a 304 or its
 * body with this response's own nonce, gzip-encoded when the client takes gzip. Written for
 * Node's plain response, which the page cache's front and its Express middleware both have.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import vary from "vary";
import { gzipBodyWithNonce, bodyWithNonce, type CachedPage } from "./page-cache";
import { matchesIfNoneMatch } from "./page-cache-policy";
import { cspNonceOf } from "./security-headers";

/**
 * A 304 sends no body, so none of the headers describing one; nor a new CSP header, which the
 * browser would pair with the body it kept, whose scripts carry the old nonce.
 */
export function answerNotModified(response: ServerResponse): void {
  response.statusCode = 304;
  vary(response, "Accept-Encoding");
  for (const name of ["content-type", "content-length", "transfer-encoding", "content-security-policy"]) response.removeHeader(name);
}

const acceptsGzip = (request: IncomingMessage) => new Negotiator(request).encoding(["gzip", "identity"]) === "gzip";

export function sendCachedPage(request: IncomingMessage, response: ServerResponse, page: CachedPage): void {
  response.setHeader("X-Cache", "HIT");
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("ETag", page.etag);
  if (matchesIfNoneMatch(request, page.etag)) {
    answerNotModified(response);
    response.end();
    return;
  }
  // Gzip joined from pieces compressed once (see spliced-gzip.ts).
  const nonce = cspNonceOf(response);
  const gzip = acceptsGzip(request) ? gzipBodyWithNonce(page, nonce) : null;
  const { body, sent } = gzip ? { body: gzip } : bodyWithNonce(page, nonce);
  vary(response, "Accept-Encoding");
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  if (request.method === "HEAD") {
    response.end();
    sent?.();
    return;
  }
  response.end(body, sent);
}
