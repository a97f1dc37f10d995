import { describe, expect, it } from "vitest";
import type { HeroSlideRow } from "~/schemas/content/hero-slide";
import { heroSlideFormSchema, heroSlideFormValues } from "./hero-slide-form-values";

const base = { ...heroSlideFormValues(null), title: "Turnstile lanes", backgroundImageUrl: "/demo/hero-factory.webp" };

describe("heroSlideFormValues", () => {
  it("opens a new slide first in order and active (docs/behaviour/admin-area.md §9)", () => {
    expect(heroSlideFormValues(null)).toMatchObject({ order: "0", isActive: true, stats: [], translations: {} });
  });

  it("opens a slide with its translations, and saves them back", () => {
    const translations = { es: { title: "Carriles de torniquetes", ctaText: "Ver productos" } };
    const slide = { ...base, order: 2, stats: [], translations } as unknown as HeroSlideRow;
    expect(heroSlideFormSchema.parse(heroSlideFormValues(slide)).translations).toEqual(translations);
  });
});

describe("heroSlideFormSchema", () => {
  it("reads an order that is not a number as 0, and blank optional texts as none", () => {
    expect(heroSlideFormSchema.parse({ ...base, order: "first" })).toMatchObject({ order: 0, subtitle: null, ctaLink: null });
    expect(heroSlideFormSchema.parse({ ...base, order: "12" }).order).toBe(12);
  });

  it("asks for both halves of a statistic", () => {
    const result = heroSlideFormSchema.safeParse({ ...base, stats: [{ value: "500+", label: " " }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["stats", 0, "label"], message: "Statistic label is required" }),
    ]);
  });
});
