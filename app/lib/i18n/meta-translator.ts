import type { TFunction } from "i18next";
import { createI18n } from "./create-i18n";
import { DEFAULT_LOCALE } from "./locales";
import { addRouteTranslations, translationsIn, type RouteTranslations } from "./route-translations";

const translators = new WeakMap<RouteTranslations, TFunction>();

/**
 * The `t` of the page's language for a route's `meta` (which runs outside React), over the texts
 * the matched routes' loaders sent: those of the root and the site layout, and the page's own
 * (decision 039). One per deepest route's texts: on the server a route sends the same object on
 * every request in a language (catalogs.server.ts), and the texts above it are the same for
 * every page of that language.
 */
export function metaTranslator(matches: readonly ({ id: string; data?: unknown } | undefined)[]): TFunction {
  const loaderData = matches.map((match) => match?.data);
  const deepest = loaderData
    .map(translationsIn)
    .filter((translations) => translations !== undefined)
    .pop();
  let t = deepest && translators.get(deepest);
  if (!t) {
    const instance = createI18n(deepest?.locale ?? DEFAULT_LOCALE, {});
    addRouteTranslations(instance, loaderData);
    t = instance.t;
    if (deepest) translators.set(deepest, t);
  }
  return t;
}
