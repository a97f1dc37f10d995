import type { Locale } from "./locales";
import type { Catalog } from "./translator";

/**
 * What the root's loader gives every page: its language, and its catalog only where the browser
 * reads it (the admin application). A public page's loader data never leaves the server (decision
 * 043), and React Router serializes all loader data on every request whether it is sent or not:
 * a public page finds its catalog on the server instead.
 */
export type RootData = { locale: Locale; catalog?: Catalog };

type CatalogLookup = (locale: Locale) => Catalog;

let serverCatalogs: CatalogLookup | undefined;

/** Called once by the server's entry (entry.server.tsx): where the server's catalogs are. */
export function keepCatalogsOnServer(lookup: CatalogLookup): void {
  serverCatalogs = lookup;
}

/** The page's catalog: the one its loader data carries, else the server's of its language. */
export function pageCatalog({ locale, catalog }: RootData): Catalog {
  return catalog ?? serverCatalogs?.(locale) ?? {};
}
