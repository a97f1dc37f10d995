import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";

type Catalog = { [key: string]: string | Catalog };

const catalog = (locale: string): Catalog => JSON.parse(readFileSync(new URL(`./${locale}/site.json`, import.meta.url), "utf8"));

/** Every key of a catalog with its text, nested keys joined by dots. */
function entries(node: Catalog, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys a language needs: English's, with each plural key in the forms the language's grammar has. */
function expectedKeys(locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const keys = entries(catalog("en")).map(([key]) => key);
  const plurals = [...new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, "")))];
  return [
    ...keys.filter((key) => !PLURAL_SUFFIX.test(key)),
    ...plurals.flatMap((base) => categories.map((category) => `${base}_${category}`)),
  ].sort();
}

/** The {{placeholders}} of a text. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe.each(LOCALES)("the %s catalog", (locale) => {
  const texts = new Map(entries(catalog(locale)));

  it("has exactly the keys of the English source, plural forms as the language needs", () => {
    expect([...texts.keys()].sort()).toEqual(expectedKeys(locale));
  });

  it("has no empty texts", () => {
    expect([...texts].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });

  it("keeps every placeholder of the English text", () => {
    const english = new Map(entries(catalog("en")));
    const mismatched = [...texts]
      .filter(([key, text]) => {
        const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, "_other")) ?? "";
        return placeholders(source).join() !== placeholders(text).join() && !(PLURAL_SUFFIX.test(key) && !text.includes("{{"));
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
