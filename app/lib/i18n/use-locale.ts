import { useTranslation } from "react-i18next";
import { localizedPath, type Locale } from "./locales";

/** The page's language. */
export function useLocale(): Locale {
  return useTranslation().i18n.language as Locale;
}

/** Puts site paths under the page's language prefix. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
