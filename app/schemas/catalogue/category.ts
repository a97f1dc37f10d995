import { z } from "zod";
import { integerField, optionalText, optionalUrl, requiredText, slugField, stored } from "../fields";
import { contentTranslations, translationsField } from "../content/translations";

/** A catalogue category: the admin category form and `POST /api/categories`. */
export const createCategorySchema = z.object({
  name: requiredText("Name", 200),
  slug: slugField,
  description: optionalText("Description", 2000),
  imageUrl: optionalUrl("Image"),
  order: integerField("Order", 0, 1_000_000).optional(),
  translations: translationsField("category", {
    name: optionalText("Name", 200),
    description: optionalText("Description", 2000),
  }).optional(),
});

/** `PUT /api/categories/{id}`: a field left out keeps its stored value. */
export const updateCategorySchema = createCategorySchema.partial();

export type CreateCategoryInput = z.output<typeof createCategorySchema>;
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;

/** A category as the API sends it (`GET /api/categories`, and every category call's answer). */
export const categoryRow = z.strictObject({
  id: stored.id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  order: z.int(),
  translations: contentTranslations,
  createdAt: stored.time,
});

export type CategoryRow = z.output<typeof categoryRow>;
