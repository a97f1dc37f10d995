import { useLocation } from "react-router";
import { LOCALE_DISPLAY, LOCALES, localizedPath, splitLocalePath, type Locale } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/translation";

export type LanguageLink = { locale: Locale; to: string; name: string; current: boolean };

/** The page the visitor is on, in each of the site's languages. */
export function useLanguageLinks(): LanguageLink[] {
  const { pathname, search } = useLocation();
  const current = useLocale();
  const { path } = splitLocalePath(pathname);
  return LOCALES.map((locale) => ({
    locale,
    to: localizedPath(locale, path + search),
    name: LOCALE_DISPLAY[locale].name,
    current: locale === current,
  }));
}
