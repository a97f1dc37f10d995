/**
 * An island is sent only the catalog texts it declares (decision 043), and renders with only
 * those, on the server as in the browser. These tests read every text an island's code can show
 * (tests/support/checks/catalog-references.ts), in its component, its messages and what shows only after
 * the visitor acts, and fail when one of them, in any language, is not among its texts; also when
 * it declares a text it never shows, when its name is not that of its module, by which the
 * browser finds its code, or when it lies outside the folder the browser entry loads islands from.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pickSections } from "~/lib/i18n/catalog-sections";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { LOCALES } from "~/lib/i18n/locales";
import { APP_FOLDER, catalogReferences, nodeAt, textsAt } from "../../../tests/support/checks/catalog-references";
import type { AnyIsland } from "./define-island";
import { islandNameOf } from "./island-markup";

/** The `.island.tsx` files below a folder of app/, by their paths in app/. */
const islandFilesIn = (folder: string) =>
  fs
    .readdirSync(path.join(APP_FOLDER, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".island.tsx"))
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));

/** The folder the browser entry loads islands' code from: the one its `import.meta.glob` names (a literal, as Vite wants it). */
const ISLANDS_FOLDER = /import\.meta\.glob<\w+>\("\.\/(.+?)\/\*\*\/\*\.island\.tsx"\)/.exec(
  fs.readFileSync(path.join(APP_FOLDER, "entry.islands.ts"), "utf8"),
)![1]!;
const ISLAND_FILES = islandFilesIn(ISLANDS_FOLDER);

/** A path lies within another when it is that path or below it. */
const within = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);

const english = catalogFor("en");

async function island(file: string) {
  const { default: definition } = (await import(path.join(APP_FOLDER, file))) as { default: AnyIsland };
  return { definition: definition.definition, references: catalogReferences(file, english) };
}

it("finds the site's islands, each with a name of its own, by which the browser finds its code", () => {
  expect(ISLAND_FILES.length).toBeGreaterThan(10);
  expect(new Set(ISLAND_FILES.map(islandNameOf)).size).toBe(ISLAND_FILES.length);
});

it("has every island of the app in the folder the browser entry loads them from: one elsewhere would never wake", () => {
  expect(islandFilesIn(".").sort()).toEqual([...ISLAND_FILES].sort());
});

describe.each(ISLAND_FILES)("%s", (file) => {
  it("is named after its module", async () => {
    const { definition } = await island(file);
    expect(definition.name).toBe(islandNameOf(file));
  });

  it("is sent every catalog text its code can show, in every language", async () => {
    const { definition, references } = await island(file);
    for (const locale of LOCALES) {
      const catalog = catalogFor(locale);
      const sent = pickSections(catalog, definition.texts);
      const missing = references.flatMap(({ path: referenced, module }) =>
        textsAt(catalog, referenced)
          .filter((text) => nodeAt(sent, text) !== nodeAt(catalog, text))
          .map((text) => `${text} (${module})`),
      );
      expect([...new Set(missing)], `texts ${file} can show that it is not sent in ${locale}`).toEqual([]);
    }
  });

  it("declares only texts its code names", async () => {
    const { definition, references } = await island(file);
    const unused = definition.texts.filter(
      (declared) => !references.some(({ path: referenced }) => within(referenced, declared) || within(declared, referenced)),
    );
    expect(unused, `texts ${file} declares but never shows`).toEqual([]);
  });
});
