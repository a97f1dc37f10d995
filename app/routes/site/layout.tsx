import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { PageNotFound } from "~/components/site/shell/not-found-state";
import { SiteFooter } from "~/components/site/shell/site-footer";
import { SiteHeader } from "~/components/site/shell/site-header";
import { SiteSettingsContext } from "~/components/site/shell/site-settings-context";
import Toaster from "~/components/site/shell/toaster.island";
import { DEFAULT_LOCALE, isLocale } from "~/lib/i18n/locales";
import { homeLanguageRedirect } from "~/lib/i18n/preferred-locale.server";
import { useT } from "~/lib/i18n/translation";
import { siteOrigin } from "~/lib/server/site-origin.server";
import { keptImageDescriptions, keptSiteSettings } from "~/services/records/reference-reads.server";
import { ImageDescriptionsContext } from "~/components/site/parts/image-descriptions";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.pathname === "/") {
    const redirect = homeLanguageRedirect(request);
    if (redirect) throw redirect;
  }
  // The optional first segment matches any word: one that is no language of the site is a 404.
  const knownLanguage = params.lang === undefined || (params.lang !== DEFAULT_LOCALE && isLocale(params.lang));
  const [settings, imageDescriptions] = await Promise.all([
    keptSiteSettings(context),
    keptImageDescriptions(context, params.lang !== undefined && isLocale(params.lang) ? params.lang : DEFAULT_LOCALE),
  ]);
  // The origin and the settings also feed every page's search-engine tags (lib/seo/seo-meta).
  const origin = siteOrigin(context.config, request.url);
  return data({ settings, imageDescriptions, origin, knownLanguage }, knownLanguage ? undefined : { status: 404 });
}

/** Every public page: header, main area, footer, the floating chat button and the notification area. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { settings, imageDescriptions, knownLanguage } = loaderData;
  const t = useT();
  return (
    <SiteSettingsContext.Provider value={settings}>
      <ImageDescriptionsContext.Provider value={imageDescriptions}>
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-[var(--primary)] px-4 py-2 text-[var(--primary-foreground)] focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t("nav.skipToContent")}
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteHeader companyName={settings.companyName} />
          <div id="main" className="flex-1">
            {knownLanguage ? <Outlet /> : <PageNotFound />}
          </div>
          <SiteFooter settings={settings} />
        </div>
        <Toaster />
      </ImageDescriptionsContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
