import { describe, expect, it } from "vitest";
import { localizedContent, missingTranslationLocales, TRANSLATION_LOCALES } from "./content-translations";

const product = {
  id: "p1",
  name: "Face Terminal",
  description: "Recognises 50,000 faces.",
  features: ["IP65", "Wi-Fi"],
  application: [] as string[],
  technology: "Face",
  translations: {
    "zh-CN": { name: "人脸识别终端", features: ["IP65 防护", "无线网络"] },
    fr: { description: "Reconnaît 50 000 visages." },
  },
};

describe("localizedContent", () => {
  it("shows each translated field in the page's language and the English text of the others", () => {
    expect(localizedContent(product, "zh-CN", "product")).toEqual({
      id: "p1",
      name: "人脸识别终端",
      description: "Recognises 50,000 faces.",
      features: ["IP65 防护", "无线网络"],
      application: [],
      technology: "Face",
    });
    expect(localizedContent(product, "fr", "product")).toMatchObject({ name: "Face Terminal", description: "Reconnaît 50 000 visages." });
  });

  it("falls back to English in a language with no translation, and in English itself", () => {
    const { translations: _unused, ...english } = product;
    expect(localizedContent(product, "de", "product")).toEqual(english);
    expect(localizedContent(product, "en", "product")).toEqual(english);
  });

  it("never sends the translations themselves", () => {
    expect(localizedContent(product, "zh-CN", "product")).not.toHaveProperty("translations");
  });

  it("keeps English for a blank translation and leaves fields that are not translatable alone", () => {
    const row = { ...product, translations: { ja: { name: "  ", technology: "顔" } } };
    expect(localizedContent(row, "ja", "product")).toMatchObject({ name: "Face Terminal", technology: "Face" });
  });
});

describe("missingTranslationLocales", () => {
  it("lists every language in which a field with English text has no translation", () => {
    const complete = Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, { name: "n", description: "d", features: ["f"] }]));
    expect(missingTranslationLocales({ ...product, translations: complete }, "product")).toEqual([]);
    const { "zh-CN": _chinese, ...withoutChinese } = complete;
    expect(missingTranslationLocales({ ...product, translations: withoutChinese }, "product")).toEqual(["zh-CN"]);
    expect(missingTranslationLocales(product, "product")).toEqual(TRANSLATION_LOCALES);
  });

  it("asks nothing of fields left empty in English", () => {
    const category = { name: "Locks", description: null, translations: { de: { name: "Schlösser" } } };
    expect(missingTranslationLocales(category, "category")).not.toContain("de");
  });
});
