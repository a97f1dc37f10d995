import type { TFunction } from "i18next";
import { createI18n, type Catalog } from "./create-i18n";
import { DEFAULT_LOCALE, type Locale } from "./locales";

type RootData = { locale: Locale; catalog: Catalog };
const translators = new WeakMap<Catalog, TFunction>();

/** The `t` of the page's language for a route's `meta` (which runs outside React), from the root loader's data. */
export function metaTranslator(matches: readonly ({ id: string; data?: unknown } | undefined)[]): TFunction {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const catalog = root?.catalog ?? {};
  let t = translators.get(catalog);
  if (!t) {
    t = createI18n(root?.locale ?? DEFAULT_LOCALE, catalog).t;
    translators.set(catalog, t);
  }
  return t;
}
