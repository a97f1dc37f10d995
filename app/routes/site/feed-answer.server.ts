/**
 * What the feed routes share (decisions 057 and 059): the feed in the language of its
 * address, with the site's origin and company name; 404 for a prefix that is no language of the
 * site (as the pages answer it) or an unknown item.
 */
import type { AppContext } from "~/lib/server/app-context.server";
import { atomResponse, type AtomFeed, type FeedReader } from "~/lib/seo/atom-feed";
import { DEFAULT_LOCALE, isLocale, localeOf } from "~/lib/i18n/locales";
import { HttpError } from "~/lib/server/http-errors.server";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { keptSiteSettings } from "~/services/records/reference-reads.server";

type FeedArgs = { request: Request; context: AppContext; params: { lang?: string } };

const NOT_FOUND = () => new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function feedAnswer(
  { request, context, params }: FeedArgs,
  feed: (reader: FeedReader) => Promise<AtomFeed>,
): Promise<Response> {
  if (params.lang !== undefined && (params.lang === DEFAULT_LOCALE || !isLocale(params.lang))) return NOT_FOUND();
  const settings = await keptSiteSettings(context);
  const reader = { origin: siteOrigin(context.config, request.url), locale: localeOf(params.lang), company: settings.companyName };
  try {
    return atomResponse(await feed(reader));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return NOT_FOUND();
    throw error;
  }
}
