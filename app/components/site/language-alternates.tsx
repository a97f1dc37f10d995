import { useLocation } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocalePath } from "~/lib/i18n/locales";

/** The page in every language for search engines (React places these links in <head>), English as x-default. */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { path } = splitLocalePath(useLocation().pathname);
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={origin + localizedPath(locale, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizedPath(DEFAULT_LOCALE, path)} />
    </>
  );
}
