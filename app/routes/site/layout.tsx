import { data, Outlet, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/layout";
import { ChatButton } from "~/components/site/chat-button";
import { NOT_FOUND, PageNotFound } from "~/components/site/not-found-state";
import { pageSkeletonFor } from "~/components/site/page-skeleton";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SiteSettingsContext } from "~/components/site/site-settings-context";
import type { CatalogPath } from "~/lib/i18n/catalog-sections";
import { translationsFor } from "~/lib/i18n/catalogs.server";
import { DEFAULT_LOCALE, isLocale, localeOf, splitLocalePath } from "~/lib/i18n/locales";
import { homeLanguageRedirect } from "~/lib/i18n/preferred-locale.server";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { getSiteSettings } from "~/services/site-settings.server";

/**
 * The texts every public page shows: header, navigation, search box, footer, chat button, the
 * language and theme switchers, and the "Not Found" states, which show without their page's
 * texts (decision 039).
 */
export const CATALOG_SECTIONS = [
  "nav",
  "footer",
  "language",
  "theme",
  "actions.getQuote",
  "chat.button",
  "resource.tab.tutorial",
  "resource.type.documentation",
  "search.label",
  "search.placeholder",
  "search.submit",
  "search.open",
  "search.close",
  "search.suggestions",
  "search.suggestionsFound",
  "search.noSuggestions",
  "search.kind",
  ...Object.values(NOT_FOUND).flatMap(({ title, text, backLabel }) => [title, text, backLabel]),
] satisfies CatalogPath[];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/") {
    const redirect = homeLanguageRedirect(request);
    if (redirect) throw redirect;
  }
  // The optional first segment matches any word: one that is no language of the site is a 404.
  const knownLanguage = params.lang === undefined || (params.lang !== DEFAULT_LOCALE && isLocale(params.lang));
  const settings = await getSiteSettings(context.db);
  // The origin and the settings also feed every page's search-engine tags (lib/seo/seo-meta).
  const origin = siteOrigin(request, context.config);
  const translations = translationsFor(localeOf(params.lang), CATALOG_SECTIONS);
  return data({ settings, origin, knownLanguage, translations }, knownLanguage ? undefined : { status: 404 });
}

/** The company details change rarely: reload them after a form is sent, not on every link; the texts when the language changes. */
export function shouldRevalidate({ formMethod, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : currentParams.lang !== nextParams.lang;
}

/** Every public page: header, main area, footer and the floating chat button. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, knownLanguage } = loaderData;
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  // While another page loads, show its skeleton; a new search on the same page keeps the page.
  const pending =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname
      ? pageSkeletonFor(splitLocalePath(navigation.location.pathname).path)
      : null;
  return (
    <SiteSettingsContext.Provider value={settings}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-[var(--primary)] px-4 py-2 text-[var(--primary-foreground)] focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader companyName={settings.companyName} />
        <div id="main" className="flex-1">
          {knownLanguage ? (pending ?? <Outlet />) : <PageNotFound />}
        </div>
        <SiteFooter settings={settings} />
      </div>
      <ChatButton chatPhone={settings.chatPhone} />
    </SiteSettingsContext.Provider>
  );
}
