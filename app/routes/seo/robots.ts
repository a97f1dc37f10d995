/** GET /robots.txt: the whole public site may be crawled, the admin area and the API not; where the sitemap is. */
import type { Route } from "./+types/robots";
import { SEARCH_ENGINE_CACHE_CONTROL } from "~/lib/seo/sitemap-xml";
import { siteOrigin } from "~/lib/server/site-origin.server";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.config, request.url);
  const text = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SEARCH_ENGINE_CACHE_CONTROL } });
}
