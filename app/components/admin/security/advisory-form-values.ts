/**
 * The advisory dialog's form as it holds its values (CVE ids one per line) and the rules that
 * turn them into the body of `POST`/`PUT /api/advisories` (decision 059).
 */
import { z } from "zod";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";
import { advisoryFields } from "~/schemas/content/security-advisory";
import { checkSchedule } from "~/schemas/content/publication";
import { publicationFormFields, publicationFormValues } from "../forms/publication-form";
import { translationFieldNames } from "../forms/translations-editor-values";

/** "CVE-2026-1\n\n cve-2026-2 " -> ["CVE-2026-1", "cve-2026-2"]: one per line, blanks dropped. */
const linesOfText = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

export const advisoryFormSchema = advisoryFields
  .extend({
    cveIds: z.string().transform(linesOfText).pipe(advisoryFields.shape.cveIds.unwrap()),
    ...publicationFormFields,
  })
  .superRefine(checkSchedule);

export type AdvisoryFormValues = z.input<typeof advisoryFormSchema>;
export type AdvisoryFormOutput = z.output<typeof advisoryFormSchema>;

export const ADVISORY_FORM_FIELDS = [
  "code",
  "title",
  "summary",
  "workaround",
  "cvssVector",
  "cveIds",
  "cweId",
  "publishedOn",
  "products",
  "notAffected",
  "fixedVersionIds",
  "revisions",
  "status",
  "publishAt",
  ...translationFieldNames("securityAdvisory"),
];

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The form for an advisory, or for a new one: published today as a draft, with its first revision. */
export const advisoryFormValues = (advisory: AdvisoryRow | null, now = new Date()): Required<AdvisoryFormValues> => ({
  code: advisory?.code ?? "",
  title: advisory?.title ?? "",
  summary: advisory?.summary ?? "",
  workaround: advisory?.workaround ?? "",
  cvssVector: advisory?.cvssVector ?? "CVSS:3.1/",
  cveIds: advisory?.cveIds.join("\n") ?? "",
  cweId: advisory?.cweId ?? "",
  publishedOn: advisory?.publishedOn ?? today(now),
  products: advisory?.products ?? [],
  notAffected: advisory?.notAffected ?? [],
  fixedVersionIds: advisory?.fixedVersionIds ?? [],
  revisions: advisory?.revisions ?? [{ revisedOn: today(now), note: "Initial publication.", translations: {} }],
  translations: advisory?.translations ?? {},
  ...(advisory ? publicationFormValues(advisory) : { status: "draft", publishAt: "" }),
});
