import type { Catalog } from "./translator";
import type { Locale } from "./locales";

/** Every language's catalog (app/locales/<lang>/site.json), kept on the server: a public page sends only its islands' texts. */
const CATALOGS = import.meta.glob<Catalog>("../../locales/*/site.json", { eager: true, import: "default" });

export function catalogFor(locale: Locale): Catalog {
  const catalog = CATALOGS[`../../locales/${locale}/site.json`];
  if (!catalog) throw new Error(`No catalog for ${locale}`);
  return catalog;
}
