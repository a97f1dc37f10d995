import { pickSections, type CatalogPath } from "./catalog-sections";
import type { Catalog } from "./create-i18n";
import type { Locale } from "./locales";
import type { RouteTranslations } from "./route-translations";

/** Every language's catalog (app/locales/<lang>/site.json), kept on the server: a page gets only its own. */
const CATALOGS = import.meta.glob<Catalog>("../../locales/*/site.json", { eager: true, import: "default" });

export function catalogFor(locale: Locale): Catalog {
  const catalog = CATALOGS[`../../locales/${locale}/site.json`];
  if (!catalog) throw new Error(`No catalog for ${locale}`);
  return catalog;
}

const picked = new WeakMap<readonly CatalogPath[], Map<Locale, RouteTranslations>>();

/**
 * The sections a route declares (its module's `CATALOG_SECTIONS`) in a language, for its loader
 * to send as `translations` (decision 039). Picked once per declaration and language, so every
 * request of a page sends the same object (and its `meta` translator is made once).
 */
export function translationsFor(locale: Locale, sections: readonly CatalogPath[]): RouteTranslations {
  let byLocale = picked.get(sections);
  if (!byLocale) picked.set(sections, (byLocale = new Map()));
  let translations = byLocale.get(locale);
  if (!translations) byLocale.set(locale, (translations = { locale, texts: pickSections(catalogFor(locale), sections) }));
  return translations;
}
