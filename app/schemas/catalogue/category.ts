import { z } from "zod";
import { integerField, optionalText, optionalUrl, requiredText, slugField } from "../fields";
import { translationsField } from "../content/translations";

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
