import { z } from "zod";
import { NEWS_CATEGORIES } from "~/lib/domain-values";
import { optionalText, optionalUrl, pagingFields, requiredText, slugField, stored, textList, urlList, uuidField } from "../fields";
import { checkSchedule, publicationFields, publicationRowFields } from "./publication";
import { contentTranslations, translationsField } from "./translations";

const categoryField = z.enum(NEWS_CATEGORIES, `Choose one of ${NEWS_CATEGORIES.join(", ")}`);

/** "2025-01-31" (midnight UTC) or a full ISO date-time with its offset; the admin form sends a date. */
const publishedAtField = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], "Published date must be a date such as 2025-01-31")
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()), "Published date must be a date such as 2025-01-31");

/** The news form and `POST /api/news`. */
export const newsArticleFields = z.object({
  title: requiredText("Title", 200),
  slug: slugField,
  category: categoryField.optional(),
  excerpt: requiredText("Excerpt", 1000),
  content: requiredText("Content", 50_000),
  heroImageUrl: optionalUrl("Hero image URL"),
  imageGallery: urlList("gallery image", 50).optional(),
  // A blank author falls back to the column's default (the editorial team's name).
  author: optionalText("Author", 120).transform((value) => value ?? undefined),
  tags: textList("tag", 30, 60).optional(),
  translations: translationsField("newsArticle", {
    title: optionalText("Title", 200),
    excerpt: optionalText("Excerpt", 1000),
    content: optionalText("Content", 50_000),
  }).optional(),
  relatedProductIds: z
    .array(uuidField("Related product"), "Related products must be a list")
    .max(50, "At most 50 related products")
    .optional(),
  isFeatured: z.boolean("Featured must be true or false").optional(),
  publishedAt: publishedAtField.optional(),
  ...publicationFields,
});

/** Creating: a scheduled item needs a publish time ahead (decision 031). */
export const createNewsArticleSchema = newsArticleFields.superRefine(checkSchedule);

export const updateNewsArticleSchema = newsArticleFields.partial().superRefine(checkSchedule);

/** `GET /api/news` query: an optional category and paging. */
export const newsListQuerySchema = z.object({
  category: categoryField.optional(),
  ...pagingFields(),
});

export type NewsArticleInput = z.infer<typeof createNewsArticleSchema>;
export type NewsArticleUpdate = z.infer<typeof updateNewsArticleSchema>;
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** A news article as the API sends it. */
export const newsArticleRow = z.strictObject({
  id: stored.id,
  title: z.string(),
  slug: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  excerpt: z.string(),
  content: z.string(),
  heroImageUrl: z.string().nullable(),
  imageGallery: stored.textList,
  author: z.string(),
  tags: stored.textList,
  relatedProductIds: z.array(stored.id),
  isFeatured: z.boolean(),
  publishedAt: stored.time,
  ...publicationRowFields,
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
});

export type NewsArticleRow = z.output<typeof newsArticleRow>;
