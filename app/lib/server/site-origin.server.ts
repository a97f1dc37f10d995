/**
 * The site's origin: the one owner of the scheme and host of every absolute address the site
 * writes (canonical and language links, share images, feeds, sitemaps, robots.txt, security.txt,
 * the links of e-mails). With PUBLIC_URL set it is PUBLIC_URL's, whatever Host or X-Forwarded-Host
 * a request names: behind a proxy that passes any Host on, a request's own would put an attacker's
 * host into pages, feeds and cached copies. Without PUBLIC_URL (development, tests) it is the
 * address the request came to, which only a loopback name may be: `servesHost` turns every other
 * host away before anything is rendered (server/requests/unknown-hosts.ts; decision 069).
 */
import type { Config } from "./config.server";

/** `address`: the request's URL (or, without a request, where the server listens). */
export function siteOrigin(config: Pick<Config, "publicUrl">, address: string | URL): string {
  return new URL(config.publicUrl ?? address).origin;
}

/** localhost, a name under .localhost, 127.0.0.0/8 or [::1] (RFC 6761 §6.3, RFC 1122). */
export const isLoopbackHostname = (hostname: string): boolean =>
  /^(?:(?:[\w-]+\.)*localhost\.?|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i.test(hostname);

/** Whether a request naming `hostname` may be answered: any with PUBLIC_URL set (its addresses name PUBLIC_URL), else loopback only. */
export const servesHost = (config: Pick<Config, "publicUrl">, hostname: string): boolean =>
  config.publicUrl !== undefined || isLoopbackHostname(hostname);
