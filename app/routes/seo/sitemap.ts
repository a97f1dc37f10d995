/** GET /sitemap.xml: every public page in every language, or the index of the sitemap's parts. */
import type { Route } from "./+types/sitemap";
import { sitemapIndexXml, urlsetXml, xmlResponse } from "~/lib/seo/sitemap-xml";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { sitemap } from "~/services/content/sitemap.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(context.config, request.url);
  const content = await sitemap(context.db);
  return xmlResponse(
    "pages" in content
      ? urlsetXml(origin, content.pages)
      : sitemapIndexXml(content.parts.map((part) => ({ url: `${origin}/sitemaps/${part.name}`, lastModified: part.lastModified }))),
  );
}
