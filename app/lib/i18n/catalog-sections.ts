import type site from "~/locales/en/site.json";
import type { Catalog } from "./translator";

type PluralBase<Key extends string> = Key extends `${infer Base}_other` ? Base : never;

type PathsOf<Group> = {
  [Key in keyof Group & string]: Group[Key] extends string ? Key | PluralBase<Key> : Key | `${Key}.${PathsOf<Group[Key]>}`;
}[keyof Group & string];

/**
 * A part of the catalog a page can ask for: a section (`about`), a group in one (`meta.about`,
 * `search.kind`), one text (`contact.title`), or a plural text by its base name (`quote.items`,
 * which is `items_one` and `items_other` in English and six forms in Arabic).
 */
export type CatalogPath = PathsOf<typeof site>;

/** The parts asked for, as a tree: `true` takes everything below. */
type Wanted = { [key: string]: Wanted | true };

function wantedTree(paths: readonly string[]): Wanted {
  const tree: Wanted = {};
  for (const path of paths) {
    const keys = path.split(".");
    let node = tree;
    for (const [index, key] of keys.entries()) {
      const below = node[key];
      if (below === true) break;
      if (index === keys.length - 1) node[key] = true;
      else node = node[key] = below ?? {};
    }
  }
  return tree;
}

function pick(catalog: Catalog, wanted: Wanted, at: string): Catalog {
  const picked: Catalog = {};
  for (const [key, below] of Object.entries(wanted)) {
    const value = catalog[key];
    const pluralForms = value === undefined ? Object.keys(catalog).filter((name) => name.startsWith(`${key}_`)) : [];
    if (pluralForms.length > 0 && below === true) {
      for (const form of pluralForms) picked[form] = catalog[form]!;
    } else if (below === true && value !== undefined) {
      picked[key] = value;
    } else if (typeof value === "object" && value !== null && below !== true) {
      picked[key] = pick(value as Catalog, below, `${at}${key}.`);
    } else {
      throw new Error(`The catalog has no ${at}${key}`);
    }
  }
  return picked;
}

/**
 * The parts `paths` name of a language's catalog, in the catalog's shape. Whole sections and
 * groups are shared with the catalog, not copied: treat the result as read-only.
 */
export function pickSections(catalog: Catalog, paths: readonly CatalogPath[]): Catalog {
  return pick(catalog, wantedTree(paths), "");
}
