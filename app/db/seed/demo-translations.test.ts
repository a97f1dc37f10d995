import { describe, expect, it } from "vitest";
import { TRANSLATION_LOCALES } from "~/lib/content-translations";
import { createCategorySchema } from "~/schemas/category";
import { createHeroSlideSchema } from "~/schemas/hero-slide";
import { demoCategories, demoHeroSlides } from "./demo-content";
import { demoCategoryTranslations, demoHeroSlideTranslations } from "./demo-translations";

describe("the demo content's translations", () => {
  it("name every demo category in every language, as the category schema accepts them", () => {
    for (const category of demoCategories) {
      const translations = demoCategoryTranslations(category.slug);
      expect(Object.keys(translations)).toEqual(TRANSLATION_LOCALES);
      expect(createCategorySchema.parse({ ...category, translations }).translations).toEqual(translations);
    }
  });

  it("give every hero slide its title, subtitle and both buttons in every language", () => {
    demoHeroSlides.forEach((slide, index) => {
      const translations = demoHeroSlideTranslations(index);
      for (const locale of TRANSLATION_LOCALES) {
        expect(Object.keys(translations[locale] ?? {})).toEqual(["title", "subtitle", "ctaText", "cta2Text"]);
      }
      expect(createHeroSlideSchema.parse({ ...slide, translations }).translations).toEqual(translations);
    });
  });
});
