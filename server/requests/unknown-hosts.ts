/**
 * Without PUBLIC_URL the site's absolute addresses name the host a request came to (its Host, or
 * X-Forwarded-Host from a proxy TRUST_PROXY believes): only a loopback name is taken then, and any
 * other host is answered 400 before anything is rendered or kept in the page cache, so that no
 * page, feed or sitemap ever names a host the client chose (site-origin.server.ts; decision 069).
 */
import type { NextFunction, Request, Response } from "express";
import type { Config } from "~/lib/server/config.server";
import { servesHost } from "~/lib/server/site-origin.server";
import { sendRefusal } from "./refusal";

const MESSAGE = "Unknown host: without PUBLIC_URL this server answers for localhost only; set PUBLIC_URL to the site's address";

export function refuseUnknownHosts(config: Pick<Config, "publicUrl">) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (servesHost(config, request.hostname ?? "")) next();
    else sendRefusal(request, response, 400, MESSAGE);
  };
}
