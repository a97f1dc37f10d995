/**
 * The origin of the site's absolute addresses (canonical links, language alternates, share
 * images, the sitemap and robots.txt): PUBLIC_URL's when it is set, so that every instance
 * behind any proxy names the same host; otherwise the request's own (which honours
 * X-Forwarded-Proto and -Host when TRUST_PROXY says to believe them).
 */
import type { Config } from "./config.server";

export function siteOrigin(request: Request, config: Pick<Config, "publicUrl">): string {
  return new URL(config.publicUrl ?? request.url).origin;
}
