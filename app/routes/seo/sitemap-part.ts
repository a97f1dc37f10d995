/** GET /sitemaps/{part}: one part of a sitemap index (`pages.xml`, `products-1.xml`, …); 404 for any other name. */
import type { Route } from "./+types/sitemap-part";
import { urlsetXml, xmlResponse } from "~/lib/seo/sitemap-xml";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { sitemapPart } from "~/services/content/sitemap.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const pages = await sitemapPart(context.db, params.part);
  if (!pages) return new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return xmlResponse(urlsetXml(siteOrigin(context.config, request.url), pages));
}
