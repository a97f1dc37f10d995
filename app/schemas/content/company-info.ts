import { z } from "zod";
import { controlCharactersMessage, holdsNoControlCharacters } from "../control-characters";
import { COMPANY_SECTIONS } from "~/lib/domain-values";
import { optionalText, optionalUrl, requiredText, stored, urlList } from "../fields";
import { contentTranslations, translationsField } from "./translations";

export const companySectionField = z.enum(COMPANY_SECTIONS, `Choose one of ${COMPANY_SECTIONS.join(", ")}`);

const MAX_STATS = 20;

const certification = z
  .object(
    {
      name: requiredText("Certification name", 120),
      imageUrl: optionalUrl("Certification image URL"),
      description: optionalText("Certification description", 500),
    },
    "Each certification must be an object with a name",
  )
  // Stored without the empty optional keys, as the column's type says.
  .transform(({ name, imageUrl, description }) => ({
    name,
    ...(imageUrl ? { imageUrl } : {}),
    ...(description ? { description } : {}),
  }));

/** A section's figures: name -> value, both text (the `stats` column). */
const companyStats = z
  .record(
    z
      .string()
      .trim()
      .min(1, "Each statistic needs a name")
      .max(60, "Statistic names must be at most 60 characters")
      .refine(holdsNoControlCharacters, controlCharactersMessage("Statistic names")),
    z
      .string("Each statistic must be text")
      .trim()
      .max(200, "Statistic values must be at most 200 characters")
      .refine(holdsNoControlCharacters, controlCharactersMessage("Statistic values")),
    "Stats must be an object of names to values",
  )
  .refine((stats) => Object.keys(stats).length <= MAX_STATS, `At most ${MAX_STATS} statistics`);

/** The company information form and `POST /api/company-info`. */
export const createCompanyInfoSchema = z.object({
  section: companySectionField,
  title: optionalText("Title", 200),
  content: optionalText("Content", 20_000),
  stats: companyStats.optional(),
  certifications: z.array(certification, "Certifications must be a list").max(50, "At most 50 certifications").optional(),
  clientLogos: urlList("client logo", 100).optional(),
  videoUrl: optionalUrl("Video URL"),
  imageGallery: urlList("gallery image", 50).optional(),
  translations: translationsField("companySection", {
    title: optionalText("Title", 200),
    content: optionalText("Content", 20_000),
  }).optional(),
});

export const updateCompanyInfoSchema = createCompanyInfoSchema.partial();

export type CompanyInfoInput = z.infer<typeof createCompanyInfoSchema>;
export type CompanyInfoUpdate = z.infer<typeof updateCompanyInfoSchema>;

/** A stored certification: the empty optional keys are left out, as the form's transform stores it. */
export const certificationEntry = z.strictObject({
  name: z.string(),
  imageUrl: z.string().optional(),
  description: z.string().optional(),
});

/** A section of the company information as the API sends it. */
export const companyInfoRow = z.strictObject({
  id: stored.id,
  section: companySectionField,
  title: z.string().nullable(),
  content: z.string().nullable(),
  stats: companyStats,
  certifications: z.array(certificationEntry),
  clientLogos: stored.textList,
  videoUrl: z.string().nullable(),
  imageGallery: stored.textList,
  translations: contentTranslations,
  updatedAt: stored.time,
});

export type CertificationEntry = z.output<typeof certificationEntry>;
export type CompanyInfoRow = z.output<typeof companyInfoRow>;
