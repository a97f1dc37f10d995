import type { TFunction } from "i18next";
import type site from "~/locales/en/site.json";
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

type MetaPage = keyof (typeof site)["meta"];

/** A fixed page's title and description in the page's language (`meta.<page>.title` and `.description`). */
export function pageMeta(matches: Parameters<typeof metaTranslator>[0], page: MetaPage) {
  const t = metaTranslator(matches);
  return [{ title: t(`meta.${page}.title`) }, { name: "description", content: t(`meta.${page}.description`) }];
}
