/**
 * Refuses state-changing requests sent by pages of another site (cross-site request forgery):
 * a browser names the page's origin in `Origin` (and `Sec-Fetch-Site`) on every such request.
 * Clients that are not browsers send neither and are judged by their credentials alone.
 */
import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isSameOrigin(request: Request): boolean {
  if (request.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.get("origin");
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export function refuseCrossSiteWrites(request: Request, response: Response, next: NextFunction) {
  if (SAFE_METHODS.has(request.method) || isSameOrigin(request)) {
    next();
    return;
  }
  response.status(403).json({ message: "Requests from other sites may not change anything here" });
}
