import type { i18n } from "i18next";
import type { Catalog } from "./create-i18n";
import type { Locale } from "./locales";

/**
 * The texts a route's loader sends with its data, as `translations`: the catalog sections its
 * page can show, in the page's language (decision 039).
 */
export type RouteTranslations = { locale: Locale; texts: Catalog };

/** The texts in a route's loader data, if it sent any. */
export function translationsIn(loaderData: unknown): RouteTranslations | undefined {
  return (loaderData as { translations?: RouteTranslations } | null | undefined)?.translations;
}

const addedTo = new WeakMap<i18n, WeakSet<RouteTranslations>>();

/**
 * Adds to the page's i18next instance the texts that came with the matched routes' loader data,
 * each once, merged into what it has (routes may send parts of the same section). Safe to call
 * while rendering: the root does, so that a page's texts are there before its components render,
 * on the server and after each client-side navigation. The texts are copied, never changed.
 */
export function addRouteTranslations(instance: i18n, loaderData: readonly unknown[]): void {
  let added = addedTo.get(instance);
  if (!added) addedTo.set(instance, (added = new WeakSet()));
  for (const data of loaderData) {
    const translations = translationsIn(data);
    if (!translations || added.has(translations)) continue;
    // Silent: the components that read these texts render after this, nothing needs to be told.
    instance.addResourceBundle(translations.locale, "translation", translations.texts, true, true, { silent: true });
    added.add(translations);
  }
}
