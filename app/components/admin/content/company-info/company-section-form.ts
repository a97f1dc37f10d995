/**
 * The company section form (docs/behaviour/admin-area.md §2 Company information) as data: the values it opens
 * with, and the schema that turns them into the API's body. Statistics (factory section) and
 * certifications (certifications section) are typed as JSON; bad JSON and shapes the API's schema
 * refuses are reported on the field itself.
 */
import { z } from "zod";
import type { CompanySection } from "~/lib/domain-values";
import { createCompanyInfoSchema, type CompanyInfoRow } from "~/schemas/content/company-info";
import { translationFieldNames } from "../../forms/translations-editor-values";

/** Which JSON fields a section's form shows. */
export const showsStats = (section: CompanySection) => section === "factory";
export const showsCertifications = (section: CompanySection) => section === "certifications";

/**
 * JSON typed into a text area, judged by `schema`. Empty text is `empty`. A problem inside the
 * value is reported with where it is ("(item 1, name)"), since the text area is one field.
 */
export function jsonText<Output>(label: string, schema: z.ZodType<Output>, empty: Output) {
  return z.string().transform((text, context): Output => {
    if (text.trim() === "") return empty;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      context.addIssue({ code: "custom", message: `${label} must be valid JSON: ${(error as Error).message}` });
      return z.NEVER;
    }
    const result = schema.safeParse(parsed);
    if (result.success) return result.data;
    const [issue] = result.error.issues;
    const where = issue?.path.length
      ? ` (${issue.path.map((key) => (typeof key === "number" ? `item ${key + 1}` : String(key))).join(", ")})`
      : "";
    context.addIssue({ code: "custom", message: `${issue?.message ?? `${label} is not valid`}${where}` });
    return z.NEVER;
  });
}

/** A field the section does not show: whatever it holds, nothing is sent, so the stored value stays. */
const notShown = z.string().transform(() => undefined);

const statsSchema = createCompanyInfoSchema.shape.stats.unwrap();
const certificationsSchema = createCompanyInfoSchema.shape.certifications.unwrap();

export function companySectionFormSchema(section: CompanySection) {
  return createCompanyInfoSchema.omit({ section: true }).extend({
    imageGallery: createCompanyInfoSchema.shape.imageGallery.unwrap(),
    clientLogos: createCompanyInfoSchema.shape.clientLogos.unwrap(),
    stats: showsStats(section) ? jsonText("Stats", statsSchema, {}) : notShown,
    certifications: showsCertifications(section) ? jsonText("Certifications", certificationsSchema, []) : notShown,
  });
}

export type CompanySectionFormSchema = ReturnType<typeof companySectionFormSchema>;
export type CompanySectionValues = z.input<CompanySectionFormSchema>;
export type CompanySectionBody = z.output<CompanySectionFormSchema>;

export const COMPANY_SECTION_FIELDS = [
  "title",
  "content",
  "videoUrl",
  "imageGallery",
  "clientLogos",
  "stats",
  "certifications",
  ...translationFieldNames("companySection"),
];

const jsonOf = (value: object) => (Object.keys(value).length === 0 ? "" : JSON.stringify(value, null, 2));

/** What the form opens with: the stored section, or empty fields for a section not written yet. */
export const companySectionValues = (row: CompanyInfoRow | null): CompanySectionValues => ({
  title: row?.title ?? "",
  content: row?.content ?? "",
  videoUrl: row?.videoUrl ?? "",
  imageGallery: row?.imageGallery ?? [],
  clientLogos: row?.clientLogos ?? [],
  stats: jsonOf(row?.stats ?? {}),
  certifications: jsonOf(row?.certifications ?? []),
  translations: row?.translations ?? {},
});
