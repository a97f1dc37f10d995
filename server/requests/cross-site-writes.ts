/**
 * Refuses state-changing requests sent by pages of another site (cross-site request forgery):
 * a browser names the page's origin in `Origin` (and `Sec-Fetch-Site`) on every such request.
 * Clients that are not browsers send neither and are judged by their credentials alone.
 *
 * The page's origin is this server's own when it matches the Host the request came with, or
 * when it is `PUBLIC_URL`'s: a reverse proxy that passes another Host (one without the port the
 * visitor used, or the instance's own address) must not turn away the site's own pages.
 */
import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  if (request.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.get("origin");
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** The middleware; `publicUrl` is the address visitors use (`PUBLIC_URL`), when set. */
export function refuseCrossSiteWrites(publicUrl: string | undefined) {
  const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, publicOrigin)) {
      next();
      return;
    }
    response.status(403).json({ message: "Requests from other sites may not change anything here" });
  };
}
