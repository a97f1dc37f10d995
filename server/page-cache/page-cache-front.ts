/**
 * The page cache's front: a request for a page the cache holds is answered here, on Node's plain
 * request and response, before Express sees it. Express costs a kept page more than everything
 * else together (it swaps the prototypes of both objects and walks its router), and a kept page
 * needs none of it: the request is logged, gets the security headers, and the kept page goes out, exactly as the Express application would send it (page-cache-middleware.ts).
 * Everything else (a page not kept yet, a request with a body, anything personal) goes on to Express.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendCachedPage } from "./cached-page-response";
import type { PageCache } from "./page-cache";
import { cacheKey, cacheRoute, HOME_VARIES_BY, pathnameOf } from "./page-cache-policy";
import { requestProtocol, type TrustProxy } from "../requests/request-protocol";
import { type SecurityHeaders } from "../requests/security-headers";

export type PageCacheFrontOptions = {
  cache: PageCache;
  trustProxy: TrustProxy;
  securityHeaders: SecurityHeaders;
  /** The request log that the Express application writes too. */
  logRequest(request: IncomingMessage, response: ServerResponse): void;
  /** Whether the log takes lines at info, the level of the 200s and 304s that the front sends. */
  logsAnswers(): boolean;
};

/** Whether a request carries a body: one the cache would answer without reading is left to Express's lingering close. */
const hasBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined || (request.headers["content-length"] ?? "0") !== "0";

/** Answers the request from the cache and returns true, or returns false having touched nothing. */
export function pageCacheFront({ cache, trustProxy, securityHeaders, logRequest, logsAnswers }: PageCacheFrontOptions) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = request.url ?? "/";
    const route = cacheRoute(request, pathnameOf(url));
    if (route.kind !== "cacheable" || hasBody(request)) return false;
    const protocol = requestProtocol(request, trustProxy);
    const page = cache.get(cacheKey(request, protocol));
    if (!page) return false;
    if (logsAnswers()) logRequest(request, response);
    const leading = securityHeaders(protocol === "https");
    sendCachedPage(request, response, page, { leading, varyBy: route.home ? HOME_VARIES_BY : [] });
    return true;
  };
}
