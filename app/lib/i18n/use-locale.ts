import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { localizedPath, type Locale } from "./locales";

/**
 * The page's language, read from the i18n context. Not through `useTranslation()`: every link
 * asks, and `useTranslation()` copies the i18n instance for each caller on its first render,
 * which made those copies a visible part of each server render.
 */
export function useLocale(): Locale {
  return useContext(I18nContext).i18n.language as Locale;
}

/** Puts site paths under the page's language prefix. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
