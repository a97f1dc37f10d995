import { createInstance, type i18n } from "i18next";
import type { Locale } from "./locales";

export type Catalog = Record<string, unknown>;

/**
 * One i18next instance for one language and its catalog: a request on the server, the page in
 * the browser. The catalog arrives complete (the root loader sends it), so it starts synchronously
 * and the first render on either side reads the same texts.
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
