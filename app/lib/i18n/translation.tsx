/**
 * The page's language and translation function, for every component below a TranslationProvider:
 * the root gives the whole page the catalog of its language; an island on its own root in the
 * browser is given the texts it declares (components/islands).
 */
import { createContext, useContext, type ReactNode } from "react";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "./locales";
import { createTranslator, type Catalog, type Translate } from "./translator";

type Translation = { locale: Locale; t: Translate };

const TranslationContext = createContext<Translation>({ locale: DEFAULT_LOCALE, t: (key) => key });

/** One translation per catalog object and language: the server's catalogs live as long as the process. */
const translations = new WeakMap<Catalog, Map<Locale, Translation>>();

export function translationOf(locale: Locale, catalog: Catalog): Translation {
  let byLocale = translations.get(catalog);
  if (!byLocale) translations.set(catalog, (byLocale = new Map()));
  let translation = byLocale.get(locale);
  if (!translation) byLocale.set(locale, (translation = { locale, t: createTranslator(locale, catalog) }));
  return translation;
}

export function TranslationProvider({ locale, catalog, children }: { locale: Locale; catalog: Catalog; children: ReactNode }) {
  return <TranslationContext.Provider value={translationOf(locale, catalog)}>{children}</TranslationContext.Provider>;
}

/** The translation in force here, to hand on to content rendered below a provider of other texts (an island's slots). */
export const useTranslation = (): Translation => useContext(TranslationContext);

export function SameTranslation({ as, children }: { as: Translation; children: ReactNode }) {
  return <TranslationContext.Provider value={as}>{children}</TranslationContext.Provider>;
}

/** The translation function of the page's language. */
export const useT = (): Translate => useContext(TranslationContext).t;

/** The page's language. */
export const useLocale = (): Locale => useContext(TranslationContext).locale;

/** Puts site paths under the page's language prefix. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
