import { describe, expect, it } from "vitest";
import { TRANSLATION_LOCALES } from "~/lib/content-translations";
import { demoCategories, demoHeroSlides } from "./demo-content";
import { demoCategoryTranslations, demoHeroSlideTranslations } from "./demo-translations";

const isText = (value: unknown) => typeof value === "string" && value.trim() === value && value.length > 0;

describe("the demo content's translations", () => {
  it("name every demo category in every language", () => {
    for (const category of demoCategories) {
      const translations = demoCategoryTranslations(category.slug);
      expect(Object.keys(translations)).toEqual(TRANSLATION_LOCALES);
      for (const locale of TRANSLATION_LOCALES) expect(isText(translations[locale]?.name)).toBe(true);
    }
  });

  it("give every hero slide its title, subtitle and both buttons in every language, within the slide's limits", () => {
    demoHeroSlides.forEach((_slide, index) => {
      const translations = demoHeroSlideTranslations(index);
      for (const locale of TRANSLATION_LOCALES) {
        const texts = translations[locale] as Record<string, string>;
        expect(Object.keys(texts)).toEqual(["title", "subtitle", "ctaText", "cta2Text"]);
        expect(Object.values(texts).every(isText)).toBe(true);
        // The hero slide schema's limits: title 200, subtitle 300, button texts 60.
        expect(texts.title!.length).toBeLessThanOrEqual(200);
        expect(texts.subtitle!.length).toBeLessThanOrEqual(300);
        expect(Math.max(texts.ctaText!.length, texts.cta2Text!.length)).toBeLessThanOrEqual(60);
      }
    });
  });
});
