/** `GET /api/search` (public): suggestions of the site search as the visitor types (decision 027). */
import type { Route } from "./+types/search";
import { apiHandler, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { DEFAULT_LOCALE, localizedPath } from "~/lib/i18n/locales";
import { DEFAULT_SUGGESTIONS } from "~/lib/catalogue/site-search";
import { siteSearchQuerySchema, type SiteSearchAnswer } from "~/schemas/site-search/site-search";
import { suggest } from "~/services/site-search/site-search.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const { q = "", limit = DEFAULT_SUGGESTIONS, lang = DEFAULT_LOCALE } = readQuery(request, siteSearchQuerySchema);
  const hits = await suggest(context.db, q, { locale: lang, limit });
  const answer: SiteSearchAnswer = {
    query: q,
    results: hits.map((hit) => ({ ...hit, href: localizedPath(lang, hit.href) })),
  };
  return Response.json(answer);
});

export const action = refuseMethod(["GET"]);
