/** `GET /.well-known/security.txt` (RFC 9116, decision 059): how to report a vulnerability, from the site settings; 404 while it would have no expiry ahead. */
import type { Route } from "./+types/security-txt";
import { securityTxt } from "~/lib/security/security-txt";
import { SEARCH_ENGINE_CACHE_CONTROL } from "~/lib/seo/sitemap-xml";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { keptSiteSettings } from "~/services/records/reference-reads.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const text = securityTxt(siteOrigin(context.config, request.url), await keptSiteSettings(context));
  const headers = { "Content-Type": "text/plain; charset=utf-8" };
  if (text === null) return new Response("Not Found\n", { status: 404, headers });
  return new Response(text, { headers: { ...headers, "Cache-Control": SEARCH_ENGINE_CACHE_CONTROL } });
}
