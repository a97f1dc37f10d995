import { z } from "zod";
import { optionalText, optionalUrl, requiredText, slugField, stored, urlList, uuidField } from "../fields";
import { contentTranslations, translationsField } from "./translations";

/** The solution a case study illustrates: optional; empty or null clears it. */
const solutionId = z
  .string("Solution must be a valid id")
  .trim()
  .nullish()
  .transform((value) => value || null)
  .pipe(uuidField("Solution").nullable());

/** A customer case study: every field of docs/behaviour/admin-area.md §3, for `POST /api/case-studies`. */
export const createCaseStudySchema = z.object({
  title: requiredText("Title", 200),
  slug: slugField,
  industry: requiredText("Industry", 100),
  problem: requiredText("Problem", 10_000),
  solution: requiredText("Solution", 10_000),
  results: requiredText("Results", 10_000),
  client: optionalText("Client", 200),
  location: optionalText("Location", 200),
  heroImageUrl: optionalUrl("Hero image"),
  imageGallery: urlList("Gallery image", 50).optional(),
  testimonial: optionalText("Testimonial", 2000),
  testimonialAuthor: optionalText("Testimonial author", 200),
  translations: translationsField("caseStudy", {
    title: optionalText("Title", 200),
    industry: optionalText("Industry", 100),
    problem: optionalText("Problem", 10_000),
    solution: optionalText("Solution", 10_000),
    results: optionalText("Results", 10_000),
    testimonial: optionalText("Testimonial", 2000),
  }).optional(),
  solutionId,
});

/** `PUT /api/case-studies/{id}`: a field left out keeps its stored value. */
export const updateCaseStudySchema = createCaseStudySchema.partial();

/** `GET /api/case-studies?solution={id}`: the case studies of one solution. */
export const caseStudyListQuerySchema = z.object({
  solution: solutionId,
});

export type CreateCaseStudyInput = z.output<typeof createCaseStudySchema>;
export type UpdateCaseStudyInput = z.output<typeof updateCaseStudySchema>;
export type CaseStudyListQuery = z.output<typeof caseStudyListQuerySchema>;

/** A case study as the API sends it. */
export const caseStudyRow = z.strictObject({
  id: stored.id,
  title: z.string(),
  slug: z.string(),
  industry: z.string(),
  problem: z.string(),
  solution: z.string(),
  results: z.string(),
  client: z.string().nullable(),
  location: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  imageGallery: stored.textList,
  testimonial: z.string().nullable(),
  testimonialAuthor: z.string().nullable(),
  solutionId: stored.id.nullable(),
  translations: contentTranslations,
  createdAt: stored.time,
});

export type CaseStudyRow = z.output<typeof caseStudyRow>;
