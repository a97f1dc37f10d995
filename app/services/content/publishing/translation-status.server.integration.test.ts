import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { categories, certificates, companyInfo, media, products, solutions } from "~/db/schema";

const FILE = { contentType: "image/png", size: 10 };
import { TRANSLATION_LOCALES, type ContentTranslations, type TranslationLocale } from "~/lib/content-translations";
import { createTestDatabase } from "../../../../tests/support/servers/test-database";
import type { ContentTranslationStatus } from "~/schemas/content/translation-status";
import { translationStatus } from "./translation-status.server";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${categories}, ${solutions}, ${companyInfo}, ${certificates}, ${media} cascade`);
});

/** The same fields translated in every language. */
const everywhere = (fields: Record<string, string | string[]>, except: TranslationLocale[] = []): ContentTranslations =>
  Object.fromEntries(TRANSLATION_LOCALES.filter((locale) => !except.includes(locale)).map((locale) => [locale, fields]));

/** Per language, how many items miss it: `count` for each of `locales`, 0 for the others. */
const missing = (count: number, locales: readonly TranslationLocale[] = TRANSLATION_LOCALES) =>
  Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, locales.includes(locale) ? count : 0]));

async function statusOf(kind: ContentTranslationStatus["kind"]) {
  const { kinds } = await translationStatus(database.db);
  return kinds.find((entry) => entry.kind === kind)!;
}

async function addCategory(fields: Partial<typeof categories.$inferInsert> & { name: string }) {
  const [row] = await database.db
    .insert(categories)
    .values({ slug: fields.name.toLowerCase().replaceAll(" ", "-"), ...fields })
    .returning();
  return row!;
}

describe("translationStatus", () => {
  it("lists every kind of content, with nothing to translate in an empty database", async () => {
    const { kinds } = await translationStatus(database.db);
    expect(kinds.map((entry) => entry.kind)).toEqual([
      "product",
      "category",
      "solution",
      "newsArticle",
      "resource",
      "heroSlide",
      "caseStudy",
      "companySection",
      "securityAdvisory",
      "advisoryRevision",
      "certificate",
      "media",
    ]);
    for (const entry of kinds) expect(entry).toMatchObject({ items: 0, untranslated: 0, missing: missing(0), examples: [] });
  });

  it("counts an item without translations as missing every language", async () => {
    const row = await addCategory({ name: "Readers", description: "Card readers" });
    expect(await statusOf("category")).toEqual({
      kind: "category",
      items: 1,
      untranslated: 1,
      missing: missing(1),
      examples: [{ id: row.id, label: "Readers", missing: [...TRANSLATION_LOCALES] }],
    });
  });

  it("still counts a language in which only some of the written fields are translated", async () => {
    await addCategory({
      name: "Readers",
      description: "Card readers",
      translations: { ...everywhere({ name: "N", description: "D" }, ["de", "ja"]), de: { name: "Leser" }, ja: { description: "D" } },
    });
    const status = await statusOf("category");
    expect(status.missing).toEqual(missing(1, ["de", "ja"]));
    expect(status.examples).toEqual([expect.objectContaining({ label: "Readers", missing: ["de", "ja"] })]);
  });

  it("no longer counts an item translated in every language", async () => {
    await addCategory({ name: "Readers", description: "Card readers", translations: everywhere({ name: "N", description: "D" }) });
    await addCategory({ name: "Locks", description: "Smart locks" });
    const status = await statusOf("category");
    expect(status).toMatchObject({ items: 2, untranslated: 1, missing: missing(1) });
    expect(status.examples.map((item) => item.label)).toEqual(["Locks"]);
  });

  it("needs no translation of an optional field that is empty in English", async () => {
    await addCategory({ name: "Readers", description: null, translations: everywhere({ name: "N" }) });
    await addCategory({ name: "Locks", description: "  \n ", translations: everywhere({ name: "N" }) });
    await addCategory({ name: "Panels", description: "Control panels", translations: everywhere({ name: "N" }) });
    const status = await statusOf("category");
    expect(status.missing).toEqual(missing(1));
    expect(status.examples.map((item) => item.label)).toEqual(["Panels"]);
  });

  it("needs a list field translated when it has an item with text", async () => {
    const category = await addCategory({ name: "Readers" });
    const product = { categoryId: category.id, description: "Reader", application: [" ", ""] };
    await database.db.insert(products).values([
      {
        ...product,
        name: "With features",
        slug: "a",
        productCode: "A",
        features: ["", "IP65"],
        translations: { ...everywhere({ name: "N", description: "D", features: ["F"] }, ["fr"]), fr: { name: "N", description: "D" } },
      },
      {
        ...product,
        name: "Without features",
        slug: "b",
        productCode: "B",
        features: [],
        translations: everywhere({ name: "N", description: "D" }),
      },
    ]);
    const status = await statusOf("product");
    expect(status).toMatchObject({ items: 2, untranslated: 1, missing: missing(1, ["fr"]) });
    expect(status.examples).toEqual([expect.objectContaining({ label: "With features", missing: ["fr"] })]);
  });

  it("counts an item with no English text as complete, and names company sections by section", async () => {
    await database.db.insert(companyInfo).values([{ section: "about", title: "About us" }, { section: "factory" }]);
    const status = await statusOf("companySection");
    expect(status).toMatchObject({ items: 2, missing: missing(1) });
    expect(status.examples).toEqual([expect.objectContaining({ label: "about" })]);
  });

  it("counts a media item by its alt text and caption, and names it by its file name", async () => {
    await database.db.insert(media).values([
      {
        ...FILE,
        url: "/uploads/a.png",
        filename: "a.png",
        altText: "A reader",
        caption: "Front",
        translations: everywhere({ altText: "T", caption: "T" }, ["ko"]),
      },
      { ...FILE, url: "/uploads/b.png", filename: "b.png", altText: "A lock", translations: everywhere({ altText: "T" }) },
      { ...FILE, url: "/uploads/c.png", filename: "c.png" },
    ]);
    const status = await statusOf("media");
    expect(status).toMatchObject({ items: 3, untranslated: 1, missing: missing(1, ["ko"]) });
    expect(status.examples).toEqual([expect.objectContaining({ label: "a.png", missing: ["ko"] })]);
  });

  it("counts a certificate by its scope, the one field translated, and names it by its number", async () => {
    const certificate = { standard: "EN 55032", issuer: "Nordtest", issuedOn: "2025-03-14" };
    await database.db.insert(certificates).values([
      { ...certificate, number: "NT-1", scope: "Emissions", translations: everywhere({ scope: "Translated" }, ["ja"]) },
      { ...certificate, number: "NT-2", scope: "Immunity", translations: everywhere({ scope: "Translated" }) },
      // No scope: nothing to translate, however foreign the standard's name.
      { ...certificate, number: "NT-3" },
    ]);
    const status = await statusOf("certificate");
    expect(status).toMatchObject({ items: 3, untranslated: 1, missing: missing(1, ["ja"]) });
    expect(status.examples).toEqual([{ id: expect.any(String), label: "NT-1", missing: ["ja"] }]);
  });

  it("shows the first five untranslated items by label, and counts them all", async () => {
    for (const name of ["G", "C", "A", "F", "E", "B", "D"]) await addCategory({ name });
    await addCategory({ name: "0", translations: everywhere({ name: "N" }) });
    const status = await statusOf("category");
    expect(status).toMatchObject({ items: 8, untranslated: 7, missing: missing(7) });
    expect(status.examples.map((item) => item.label)).toEqual(["A", "B", "C", "D", "E"]);
  });
});
