import { DEFAULT_LOCALE } from "./locales";
import { pageCatalog, type RootData } from "./page-catalog";
import { translationOf } from "./translation";
import type { Translate } from "./translator";

/** The `t` of the page's language for a route's `meta`, which runs outside React: over the page's catalog. */
export function metaTranslator(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Translate {
  const root = (matches.find((match) => match?.id === "root")?.data as RootData | undefined) ?? { locale: DEFAULT_LOCALE };
  return translationOf(root.locale, pageCatalog(root)).t;
}
