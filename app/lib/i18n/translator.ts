/**
 * The site's translation function over a language's catalog (app/locales/<lang>/site.json):
 * `t("nav.home")`, `t("quote.items", { count: 3 })`, `t("products.showing", { shown, total })`.
 * It reads the three things of i18next's JSON format the catalogs use: texts by dotted path,
 * plural forms as `<key>_<category>` and values as `{{name}}` or `{{name, number}}` (see
 * `createTranslator`). A key the catalog lacks answers itself, so a missing text shows on the page.
 */
import type site from "~/locales/en/site.json";
import type { Locale } from "./locales";

/** A language's catalog, or a part of it: texts by key, grouped. */
export type Catalog = { [key: string]: string | Catalog };

type PluralCategory = Intl.LDMLPluralRule;
type PluralBase<Key extends string> = Key extends `${infer Base}_${PluralCategory}` ? Base : never;
type TextKeysOf<Group> = {
  [Key in keyof Group & string]: Group[Key] extends string ? Key | PluralBase<Key> : `${Key}.${TextKeysOf<Group[Key]>}`;
}[keyof Group & string];

/** A text of the English catalog (the source), or a plural text by its base name (`quote.items`). */
export type TextKey = TextKeysOf<typeof site>;

export type TextValues = { count?: number } & Record<string, string | number | null | undefined>;

export type Translate = (key: TextKey, values?: TextValues) => string;

const PLACEHOLDER = /{{\s*([\w.]+)\s*(?:,\s*(number)\s*)?}}/g;

function textAt(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The translation function of one language over `catalog`. Texts asked without values are looked up once.
 * - Plural forms (`items_one`, `items_other`; Arabic has six) are chosen with the language's
 *   `Intl.PluralRules` when a numeric `count` is given, `<key>_zero` for a count of 0 wherever the
 *   catalog has one, the plain key when no form fits.
 * - `{{name, number}}` is written with the language's number format; a value not given leaves its
 *   placeholder, null writes nothing.
 * React escapes what it renders, so texts and values are not escaped here.
 */
export function createTranslator(locale: Locale, catalog: Catalog): Translate {
  const plurals = new Intl.PluralRules(locale);
  let numbers: Intl.NumberFormat | undefined;
  const plainTexts = new Map<string, string>();

  const fill = (text: string, values: TextValues) =>
    text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      if (value === null) return "";
      return format === "number" && typeof value === "number" ? (numbers ??= new Intl.NumberFormat(locale)).format(value) : String(value);
    });

  return (key, values) => {
    if (values === undefined) {
      let text = plainTexts.get(key);
      if (text === undefined) plainTexts.set(key, (text = textAt(catalog, key) ?? key));
      return text;
    }
    const { count } = values;
    const pluralForm =
      typeof count === "number"
        ? ((count === 0 ? textAt(catalog, `${key}_zero`) : undefined) ?? textAt(catalog, `${key}_${plurals.select(count)}`))
        : undefined;
    const text = pluralForm ?? textAt(catalog, key);
    return text === undefined ? key : fill(text, values);
  };
}
