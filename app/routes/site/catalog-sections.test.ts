/**
 * Each public page is sent only the catalog sections it declares (decision 039): the root's, the
 * site layout's and its own `CATALOG_SECTIONS`. These tests read every text a page's code can
 * show (tests/support/catalog-references.ts), in its components, forms, dialogs, toasts and
 * `meta`, and fail when one of them, in any language, would not be sent; and when a page declares
 * what it never shows or what the root or the layout already send.
 */
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { pickSections, type CatalogPath } from "~/lib/i18n/catalog-sections";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { LOCALES } from "~/lib/i18n/locales";
import { APP_FOLDER, catalogReferences, nodeAt, textsAt } from "../../../tests/support/catalog-references";

const ROOT = "root.tsx";
const SITE_LAYOUT = "routes/site/layout.tsx";
const SITE_PAGES = [
  ...new Set(((routes as RouteConfigEntry[]).find((entry) => entry.file === SITE_LAYOUT)?.children ?? []).map((entry) => entry.file)),
];

async function declaredSections(file: string): Promise<CatalogPath[]> {
  const module = (await import(path.join(APP_FOLDER, file))) as { CATALOG_SECTIONS?: CatalogPath[] };
  return module.CATALOG_SECTIONS ?? [];
}

/** A path lies within another when it is that path or below it. */
const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);

const english = catalogFor("en");

/** A route with the routes above it: what its page is sent (`above`, `own`) and what its code names. */
async function page(file: string) {
  const chain = file === ROOT ? [ROOT] : file === SITE_LAYOUT ? [ROOT, SITE_LAYOUT] : [ROOT, SITE_LAYOUT, file];
  const sections = await Promise.all(chain.map(declaredSections));
  return { above: sections.slice(0, -1).flat(), own: sections.at(-1)!, references: catalogReferences(file, english) };
}

describe.each([ROOT, SITE_LAYOUT, ...SITE_PAGES])("%s", (file) => {
  it("is sent every catalog text its code can show, in every language", async () => {
    const { above, own, references } = await page(file);
    for (const locale of LOCALES) {
      const catalog = catalogFor(locale);
      const sent = pickSections(catalog, [...above, ...own]);
      const missing = references.flatMap(({ path: referenced, module }) =>
        textsAt(catalog, referenced)
          .filter((text) => nodeAt(sent, text) !== nodeAt(catalog, text))
          .map((text) => `${text} (${module})`),
      );
      expect([...new Set(missing)], `texts ${file} can show that its page is not sent in ${locale}`).toEqual([]);
    }
  });

  it("declares only texts its code names that the routes above it do not send", async () => {
    const { above, own, references } = await page(file);
    const unused = own.filter(
      (declared) => !references.some(({ path: referenced }) => within(referenced, declared) || within(declared, referenced)),
    );
    expect(unused, `sections ${file} declares but never shows`).toEqual([]);
    const sentAbove = own.filter((declared) => above.some((sent) => within(declared, sent)));
    expect(sentAbove, `sections ${file} declares that a route above it already sends`).toEqual([]);
  });
});
