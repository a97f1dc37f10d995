import { DEFAULT_LOCALE, type Locale } from "./locales";
import { translationOf } from "./translation";
import type { Catalog, Translate } from "./translator";

/** What the root's loader gives every page: its language and that language's catalog. */
type RootData = { locale: Locale; catalog: Catalog };

/** The `t` of the page's language for a route's `meta`, which runs outside React: over the catalog the root's loader read. */
export function metaTranslator(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Translate {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return translationOf(root?.locale ?? DEFAULT_LOCALE, root?.catalog ?? {}).t;
}
