/**
 * The news dialog's form as it holds its values (tags as one comma-separated text, the
 * publication date as a `datetime-local` text in the browser's time zone) and the rules that
 * turn them into the body of `POST`/`PUT /api/news` (docs/behaviour/admin-area.md §5).
 */
import { z } from "zod";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import { newsArticleFields } from "~/schemas/content/news-article";
import { checkSchedule } from "~/schemas/content/publication";
import { publicationFormFields, publicationFormValues, toDateTimeLocal } from "../forms/publication-form";
import { translationFieldNames } from "../forms/translations-editor-values";

/** "access control, , NDAA " -> ["access control", "NDAA"]: trimmed, empties dropped. */
export const splitTags = (text: string): string[] =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

const PUBLISHED_AT_REQUIRED = "Published date is required";

export const newsFormSchema = newsArticleFields
  .extend({
    tags: z.string().transform(splitTags).pipe(newsArticleFields.shape.tags.unwrap()),
    // A `datetime-local` value is read in the browser's time zone and sent as an ISO date-time.
    publishedAt: z.string(PUBLISHED_AT_REQUIRED).transform((value, context) => {
      const date = new Date(value);
      if (value.trim() === "" || Number.isNaN(date.getTime())) {
        context.addIssue({ code: "custom", message: PUBLISHED_AT_REQUIRED });
        return z.NEVER;
      }
      return date;
    }),
    ...publicationFormFields,
  })
  .superRefine(checkSchedule);

export type NewsFormValues = z.input<typeof newsFormSchema>;
export type NewsArticleBody = z.output<typeof newsFormSchema>;

export const NEWS_FORM_FIELDS = [
  "title",
  "slug",
  "category",
  "excerpt",
  "content",
  "heroImageUrl",
  "imageGallery",
  "author",
  "tags",
  "relatedProductIds",
  "isFeatured",
  "publishedAt",
  "status",
  "publishAt",
  ...translationFieldNames("newsArticle"),
];

/** The form for an article, or for a new one: category news, published now, the default author. */
export const newsFormValues = (article: NewsArticleRow | null, now = new Date()): Required<NewsFormValues> => ({
  title: article?.title ?? "",
  slug: article?.slug ?? "",
  category: article?.category ?? "news",
  excerpt: article?.excerpt ?? "",
  content: article?.content ?? "",
  heroImageUrl: article?.heroImageUrl ?? "",
  imageGallery: article?.imageGallery ?? [],
  author: article?.author ?? "",
  tags: article?.tags.join(", ") ?? "",
  relatedProductIds: article?.relatedProductIds ?? [],
  isFeatured: article?.isFeatured ?? false,
  publishedAt: toDateTimeLocal(article ? new Date(article.publishedAt) : now),
  translations: article?.translations ?? {},
  ...publicationFormValues(article),
});
