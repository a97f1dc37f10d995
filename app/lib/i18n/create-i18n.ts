import { createInstance, type i18n } from "i18next";
import type { Locale } from "./locales";

export type Catalog = Record<string, unknown>;

/**
 * One i18next instance for one language: a request on the server, the page in the browser. It
 * starts synchronously with the texts it is given (the pages start with none: the root adds the
 * sections each route's loader sent, route-translations.ts), so the first render on either side
 * reads the same texts.
 */
export function createI18n(locale: Locale, catalog: Catalog): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalog } },
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  return instance;
}
