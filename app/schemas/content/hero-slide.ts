import { z } from "zod";
import { integerField, optionalText, optionalUrl, requiredText, requiredUrl, stored } from "../fields";
import { contentTranslations, translationsField } from "./translations";

const statistic = z.object(
  {
    value: requiredText("Statistic value", 30),
    label: requiredText("Statistic label", 60),
  },
  "Each statistic must have a value and a label",
);

/** The hero slide form and `POST /api/hero-slides`. */
export const createHeroSlideSchema = z.object({
  title: requiredText("Title", 200),
  subtitle: optionalText("Subtitle", 300),
  description: optionalText("Description", 1000),
  backgroundImageUrl: requiredUrl("Background image URL"),
  ctaText: optionalText("Button text", 60),
  ctaLink: optionalUrl("Button link"),
  cta2Text: optionalText("Second button text", 60),
  translations: translationsField("heroSlide", {
    title: optionalText("Title", 200),
    subtitle: optionalText("Subtitle", 300),
    description: optionalText("Description", 1000),
    ctaText: optionalText("Button text", 60),
    cta2Text: optionalText("Second button text", 60),
  }).optional(),
  cta2Link: optionalUrl("Second button link"),
  stats: z.array(statistic, "Statistics must be a list").max(8, "At most 8 statistics").optional(),
  order: integerField("Order", 0, 100_000).optional(),
  isActive: z.boolean("Active must be true or false").optional(),
});

export const updateHeroSlideSchema = createHeroSlideSchema.partial();

/** `GET /api/hero-slides?all=true`: signed-in staff also get the inactive slides. */
export const heroSlideListQuerySchema = z.object({ all: z.stringbool("All must be true or false").optional() });

export type HeroSlideInput = z.infer<typeof createHeroSlideSchema>;
export type HeroSlideUpdate = z.infer<typeof updateHeroSlideSchema>;

/** A slide's figure as stored and sent: the same value and label the form takes. */
export const heroStatistic = statistic.strict();

/** A hero slide as the API sends it. */
export const heroSlideRow = z.strictObject({
  id: stored.id,
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  backgroundImageUrl: z.string(),
  ctaText: z.string().nullable(),
  ctaLink: z.string().nullable(),
  cta2Text: z.string().nullable(),
  cta2Link: z.string().nullable(),
  stats: z.array(heroStatistic),
  order: z.int(),
  isActive: z.boolean(),
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
});

export type HeroStatistic = z.output<typeof heroStatistic>;
export type HeroSlideRow = z.output<typeof heroSlideRow>;
