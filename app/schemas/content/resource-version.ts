/**
 * A release of a resource (decision 034): `POST /api/resources/{id}/versions`, `PUT .../{versionId}`
 * and the admin's version form. The newest by release date is the resource's current version.
 */
import { z } from "zod";
import { RELEASE_TRACKS } from "~/lib/domain-values";
import { optionalChoice, optionalText, optionalUrl, stored, uuidField } from "../fields";

/** A calendar day as `YYYY-MM-DD`, a real one (no 2026-02-30). */
const releaseDateField = z
  .string("Release date is required")
  .trim()
  .min(1, "Release date is required")
  .pipe(z.iso.date("Release date must be a date such as 2026-11-23"));

export const createResourceVersionSchema = z.object({
  version: optionalText("Version", 50),
  releaseNotes: optionalText("Release notes", 10_000),
  releasedOn: releaseDateField,
  fileUrl: optionalUrl("File URL"),
  externalUrl: optionalUrl("External URL"),
  fileSize: optionalText("File size", 50),
  releaseTrack: optionalChoice("Release track", RELEASE_TRACKS),
  // What fits with what (decision 061): the models a release runs on, and the firmware a software
  // release needs at least ("" for none, from the form). A list sent replaces the stored one.
  productIds: z.array(uuidField("Product"), "Products must be a list").max(200, "At most 200 products").optional(),
  minimumFirmwareId: z
    .union([z.literal(""), uuidField("Minimum firmware")])
    .nullish()
    .transform((value) => (value ? value : null)),
});

export const updateResourceVersionSchema = createResourceVersionSchema.partial();

export type ResourceVersionInput = z.infer<typeof createResourceVersionSchema>;
export type ResourceVersionUpdate = z.infer<typeof updateResourceVersionSchema>;

/**
 * A release as the API sends it (`GET /api/resources/{id}/versions`, newest first), with the
 * SHA-256 and exact size in bytes of its file when the file is stored here (decision 057); null
 * for a file elsewhere or not yet checked; and the models it runs on (decision 061).
 */
export const resourceVersionRow = z.strictObject({
  id: stored.id,
  resourceId: stored.id,
  version: z.string().nullable(),
  releaseNotes: z.string().nullable(),
  releasedOn: z.iso.date(),
  fileUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  fileSize: z.string().nullable(),
  releaseTrack: z.enum(RELEASE_TRACKS).nullable(),
  minimumFirmwareId: stored.id.nullable(),
  createdAt: stored.time,
  updatedAt: stored.time,
  fileSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  fileBytes: z.int().nonnegative().nullable(),
  productIds: z.array(stored.id),
});

export type ResourceVersionRow = z.output<typeof resourceVersionRow>;
