import { z } from "zod";
import { RESOURCE_TYPES } from "~/lib/domain-values";
import { optionalText, optionalUrl, requiredText, stored, uuidField } from "../fields";
import { contentTranslations, translationsField } from "./translations";

const typeField = z.enum(RESOURCE_TYPES, `Choose one of ${RESOURCE_TYPES.join(", ")}`);

/**
 * The resource form and `POST /api/resources`. Version, fileUrl, externalUrl and fileSize are the
 * current release's (decision 034): creating writes them as the first version, updating them
 * edits the current version.
 */
export const createResourceSchema = z.object({
  title: requiredText("Title", 200),
  type: typeField,
  description: optionalText("Description", 5000),
  fileUrl: optionalUrl("File URL"),
  externalUrl: optionalUrl("External URL"),
  version: optionalText("Version", 50),
  fileSize: optionalText("File size", 50),
  platform: optionalText("Platform", 100),
  thumbnailUrl: optionalUrl("Thumbnail URL"),
  // The form's "no category" choice sends an empty string.
  categoryId: z
    .union([z.literal(""), uuidField("Category")])
    .nullish()
    .transform((value) => (value ? value : null)),
  duration: optionalText("Duration", 50),
  // The products the resource belongs to (decision 034); an update that sends the list replaces the links.
  productIds: z.array(uuidField("Product"), "Products must be a list").max(200, "At most 200 products").optional(),
  translations: translationsField("resource", {
    title: optionalText("Title", 200),
    description: optionalText("Description", 5000),
  }).optional(),
});

export const updateResourceSchema = createResourceSchema.partial();

/** `GET /api/resources` query: an optional type. */
export const resourceListQuerySchema = z.object({ type: typeField.optional() });

export type ResourceInput = z.infer<typeof createResourceSchema>;
export type ResourceUpdate = z.infer<typeof updateResourceSchema>;

/**
 * A resource as the API sends it, with the ids of the products it belongs to (decision 034);
 * version, fileUrl, externalUrl and fileSize are its current version's.
 */
export const resourceRow = z.strictObject({
  id: stored.id,
  title: z.string(),
  type: z.enum(RESOURCE_TYPES),
  description: z.string().nullable(),
  fileUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  version: z.string().nullable(),
  fileSize: z.string().nullable(),
  platform: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  categoryId: stored.id.nullable(),
  duration: z.string().nullable(),
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
  productIds: z.array(stored.id),
});

export type ResourceRow = z.output<typeof resourceRow>;
