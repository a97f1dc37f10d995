/**
 * The certifications register (docs/decisions/060-certifications-register.md): the admin form,
 * `POST`/`PUT /api/certificates` and the filter of `GET /api/certificates`.
 */
import { z } from "zod";
import { optionalText, optionalUrl, requiredText, stored, uuidField } from "../fields";
import { contentTranslations, translationsField } from "./translations";

/** A calendar day as `YYYY-MM-DD`, a real one (no 2026-02-30). */
const dayField = (label: string) => z.iso.date(`${label} must be a date such as 2026-11-23`);

const EXPIRY_BEFORE_ISSUE = { path: ["expiresOn"], message: "Expires on must not be before Issued on" };

/** The certificate's fields; a create needs standard, issuer, number and the issue date. */
const certificateFields = z.object({
  standard: requiredText("Standard", 200),
  issuer: requiredText("Issuing body", 200),
  number: requiredText("Certificate number", 100),
  scope: optionalText("Scope", 2000),
  issuedOn: z.string("Issued on is required").trim().min(1, "Issued on is required").pipe(dayField("Issued on")),
  // The form's empty date field means "no expiry".
  expiresOn: z
    .union([z.literal(""), dayField("Expires on")], "Expires on must be a date such as 2026-11-23")
    .nullish()
    .transform((value) => value || null),
  firmwareVersion: optionalText("Firmware version", 100),
  documentUrl: optionalUrl("PDF"),
  // The products the certificate covers; an update that sends the list replaces the links.
  productIds: z.array(uuidField("Product"), "Products must be a list").max(200, "At most 200 products").optional(),
  translations: translationsField("certificate", { scope: optionalText("Scope", 2000) }).optional(),
});

/** When both dates are given, the expiry may not come before the issue (the database checks the rest). */
const datesInOrder = (input: { issuedOn?: string; expiresOn?: string | null }) =>
  !input.issuedOn || !input.expiresOn || input.expiresOn >= input.issuedOn;

export const createCertificateSchema = certificateFields.refine(datesInOrder, EXPIRY_BEFORE_ISSUE);

/** `PUT /api/certificates/{id}`: a field left out keeps its stored value. */
export const updateCertificateSchema = certificateFields.partial().refine(datesInOrder, EXPIRY_BEFORE_ISSUE);

/** `GET /api/certificates`: those covering any of the given products (comma-separated ids). */
export const certificateListQuerySchema = z.object({
  productIds: z
    .string("Product ids must be text")
    .transform((value) =>
      value
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== ""),
    )
    .refine((ids) => ids.every((id) => z.uuid().safeParse(id).success), "Product ids must be valid ids, separated by commas")
    .refine((ids) => ids.length <= 200, "At most 200 products")
    .optional(),
});

export type CertificateInput = z.output<typeof createCertificateSchema>;
export type CertificateUpdate = z.output<typeof updateCertificateSchema>;
export type CertificateListQuery = z.output<typeof certificateListQuerySchema>;

/** A certificate as the API sends it, with the ids of the products it covers. */
export const certificateRow = z.strictObject({
  id: stored.id,
  standard: z.string(),
  issuer: z.string(),
  number: z.string(),
  scope: z.string().nullable(),
  issuedOn: z.iso.date(),
  expiresOn: z.iso.date().nullable(),
  firmwareVersion: z.string().nullable(),
  documentUrl: z.string().nullable(),
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
  productIds: z.array(stored.id),
});

export type CertificateRow = z.output<typeof certificateRow>;
