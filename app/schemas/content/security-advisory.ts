/**
 * A security advisory (decision 059): `POST /api/advisories`, `PUT /api/advisories/{id}` and the
 * admin's advisory form. The vector must be a whole CVSS v3.1 vector; its score and severity are
 * the server's to compute, never sent. The products, the products not affected (VEX), fixes and
 * revisions are sent whole: a list replaces the stored one.
 */
import { z } from "zod";
import { ADVISORY_SEVERITIES, VEX_JUSTIFICATIONS } from "~/lib/domain-values";
import { assessCvss } from "~/lib/security/cvss";
import { optionalText, requiredText, stored, uuidField } from "../fields";
import { checkSchedule, publicationFields, publicationRowFields } from "./publication";
import { contentTranslations, translationsField } from "./translations";

/** The advisory's public id and address: letters, digits and dashes, e.g. AUR-SA-2026-001. */
export const ADVISORY_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$/;
const CVE_PATTERN = /^CVE-\d{4}-\d{4,7}$/;
/** A weakness of the CWE catalogue, e.g. CWE-287. */
export const CWE_PATTERN = /^CWE-[1-9]\d{0,5}$/;

const dayField = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .pipe(z.iso.date(`${label} must be a date such as 2026-11-23`));

const cvssVectorField = requiredText("CVSS vector", 200).refine(
  (vector) => assessCvss(vector) !== null,
  "CVSS vector must be a whole CVSS v3.1 vector, such as CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
);

const affectedProduct = z.object({
  productId: uuidField("Product"),
  affectedVersions: requiredText("Affected versions", 200),
});

/** A product the advisory states is not affected (VEX, decision 079). */
const notAffectedProduct = z.object({
  productId: uuidField("Product"),
  justification: z.enum(VEX_JUSTIFICATIONS, "Choose why the product is not affected"),
  impactStatement: requiredText("Impact statement", 2000),
});

const revision = z.object({
  revisedOn: dayField("Revision date"),
  note: requiredText("Revision note", 1000),
  translations: translationsField("advisoryRevision", { note: optionalText("Revision note", 1000) }).optional(),
});

const distinct = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const advisoryFields = z.object({
  code: requiredText("Advisory id", 40)
    .transform((code) => code.toUpperCase())
    .refine((code) => ADVISORY_CODE_PATTERN.test(code), "Advisory id must be letters, digits and dashes, such as AUR-SA-2026-001"),
  title: requiredText("Title", 200),
  summary: requiredText("Summary", 20_000),
  workaround: optionalText("Workaround", 10_000),
  cvssVector: cvssVectorField,
  cveIds: z
    .array(
      z
        .string("Each CVE id must be text")
        .trim()
        .toUpperCase()
        .refine((id) => CVE_PATTERN.test(id), "Each CVE id must look like CVE-2026-12345"),
      "CVE ids must be a list",
    )
    .max(20, "At most 20 CVE ids")
    .refine((ids) => distinct(ids, (id) => id), "Each CVE id only once")
    .optional(),
  cweId: z
    .string("CWE id must be text")
    .trim()
    .toUpperCase()
    .refine((id) => id === "" || CWE_PATTERN.test(id), "CWE id must look like CWE-287")
    .transform((id) => id || null)
    .nullish(),
  publishedOn: dayField("Published date"),
  products: z
    .array(affectedProduct, "Affected products must be a list")
    .max(100, "At most 100 affected products")
    .refine((rows) => distinct(rows, (row) => row.productId), "Each product only once")
    .optional(),
  notAffected: z
    .array(notAffectedProduct, "Products not affected must be a list")
    .max(100, "At most 100 products not affected")
    .refine((rows) => distinct(rows, (row) => row.productId), "Each product only once")
    .optional(),
  fixedVersionIds: z
    .array(uuidField("Fixed version"), "Fixed versions must be a list")
    .max(100, "At most 100 fixed versions")
    .transform((ids) => [...new Set(ids)])
    .optional(),
  revisions: z.array(revision, "Revisions must be a list").max(100, "At most 100 revisions").optional(),
  translations: translationsField("securityAdvisory", {
    title: optionalText("Title", 200),
    summary: optionalText("Summary", 20_000),
    workaround: optionalText("Workaround", 10_000),
  }).optional(),
  ...publicationFields,
});

export const createAdvisorySchema = advisoryFields.superRefine(checkSchedule);
export const updateAdvisorySchema = advisoryFields.partial().superRefine(checkSchedule);

export type AdvisoryInput = z.output<typeof createAdvisorySchema>;
export type AdvisoryUpdate = z.output<typeof updateAdvisorySchema>;

/** An advisory as the API sends it: its row with its products, fixes and revisions (oldest first). */
export const advisoryRow = z.strictObject({
  id: stored.id,
  code: z.string(),
  title: z.string(),
  summary: z.string(),
  workaround: z.string().nullable(),
  cvssVector: z.string(),
  cvssScore: z.number(),
  severity: z.enum(ADVISORY_SEVERITIES),
  cveIds: stored.textList,
  cweId: z.string().nullable(),
  publishedOn: z.iso.date(),
  ...publicationRowFields,
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
  products: z.array(z.strictObject({ productId: stored.id, affectedVersions: z.string() })),
  notAffected: z.array(z.strictObject({ productId: stored.id, justification: z.enum(VEX_JUSTIFICATIONS), impactStatement: z.string() })),
  fixedVersionIds: z.array(stored.id),
  /** The fixing versions named: their resource and label (read-only; `fixedVersionIds` is what a write sends). */
  fixedVersions: z.array(
    z.strictObject({
      id: stored.id,
      resourceId: stored.id,
      resourceTitle: z.string(),
      version: z.string().nullable(),
      releasedOn: z.iso.date(),
    }),
  ),
  revisions: z.array(z.strictObject({ revisedOn: z.iso.date(), note: z.string(), translations: contentTranslations })),
});

export type AdvisoryRow = z.output<typeof advisoryRow>;
