/** The site search's suggestion call (`GET /api/search`): what it accepts and what it answers. */
import { z } from "zod";
import { LOCALES } from "~/lib/i18n/locales";
import { PRODUCT_LIFECYCLES } from "~/lib/domain-values";
import { MAX_SEARCH_LENGTH, MAX_SUGGESTIONS, SEARCH_KINDS } from "~/lib/catalogue/site-search";
import { integerField } from "../fields";

export const siteSearchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .describe("The text searched; empty or absent finds nothing"),
  limit: integerField("Limit", 1, MAX_SUGGESTIONS).optional().describe("How many suggestions (default 6)"),
  lang: z
    .enum(LOCALES, `Language must be one of ${LOCALES.join(", ")}`)
    .optional()
    .describe("The visitor's language: titles in it where translated, and links under its prefix (default en)"),
});

export const siteSearchAnswerSchema = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      kind: z.enum(SEARCH_KINDS),
      id: z.uuid(),
      title: z.string(),
      summary: z.string().nullable(),
      href: z.string().describe("The page in the visitor's language, or the download's own address"),
      lifecycle: z
        .enum(PRODUCT_LIFECYCLES)
        .nullable()
        .describe(
          "A product's lifecycle (active, not recommended for new designs, discontinued, out of support); null for the other kinds",
        ),
    }),
  ),
});

export type SiteSearchAnswer = z.infer<typeof siteSearchAnswerSchema>;
