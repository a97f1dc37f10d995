/** The hero slide dialog's form: its rules (the API's, with the order as the form holds it) and its values for a slide. */
import type { z } from "zod";
import { formOrderField } from "~/schemas/fields";
import { createHeroSlideSchema, type HeroSlideRow } from "~/schemas/content/hero-slide";
import { translationFieldNames } from "../forms/translations-editor-values";

export const heroSlideFormSchema = createHeroSlideSchema.extend({ order: formOrderField("Order") });
export type HeroSlideFormValues = z.input<typeof heroSlideFormSchema>;

/** The most statistics a slide may have (the schema refuses more). */
export const MAX_HERO_STATISTICS = 8;

export const HERO_SLIDE_FORM_FIELDS = [
  "title",
  "subtitle",
  "description",
  "backgroundImageUrl",
  "ctaText",
  "ctaLink",
  "cta2Text",
  "cta2Link",
  "stats",
  "order",
  "isActive",
  ...translationFieldNames("heroSlide"),
];

/** A new slide is first in order (0) and active (docs/behaviour/admin-area.md §9). */
export const heroSlideFormValues = (slide: HeroSlideRow | null): Required<HeroSlideFormValues> => ({
  title: slide?.title ?? "",
  subtitle: slide?.subtitle ?? "",
  description: slide?.description ?? "",
  backgroundImageUrl: slide?.backgroundImageUrl ?? "",
  ctaText: slide?.ctaText ?? "",
  ctaLink: slide?.ctaLink ?? "",
  cta2Text: slide?.cta2Text ?? "",
  cta2Link: slide?.cta2Link ?? "",
  stats: slide?.stats.map((stat) => ({ ...stat })) ?? [],
  order: String(slide?.order ?? 0),
  isActive: slide?.isActive ?? true,
  translations: slide?.translations ?? {},
});
