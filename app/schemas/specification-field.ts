/**
 * A category's typed specification fields as staff replace them (`PUT /api/categories/{id}/specification-fields`)
 * and a product's typed values as the product calls send them (docs/decisions/033-typed-specifications-and-compare.md).
 */
import { z } from "zod";
import { SPECIFICATION_FIELD_TYPES } from "~/lib/domain-values";
import { optionalText, requiredText, textList, uuidField } from "./fields";
import { translationsField } from "./translations";

export const MAX_SPECIFICATION_FIELDS = 50;
const MAX_CHOICES = 50;

/** One field; `id` names a field kept from before (its values stay), a field without one is new. */
export const specificationFieldSchema = z.object({
  id: uuidField("Field").optional(),
  name: requiredText("Name", 100),
  unit: optionalText("Unit", 30),
  type: z.enum(SPECIFICATION_FIELD_TYPES, `Type must be one of ${SPECIFICATION_FIELD_TYPES.join(", ")}`),
  choices: textList("choice", MAX_CHOICES, 100).optional(),
  translations: translationsField("specificationField", {
    name: optionalText("Name", 100),
    unit: optionalText("Unit", 30),
  }).optional(),
});

/** The category's whole list, in order: a field's place in it is its position. */
export const specificationFieldsSchema = z
  .object({
    fields: z
      .array(specificationFieldSchema, "Fields must be a list")
      .max(MAX_SPECIFICATION_FIELDS, `At most ${MAX_SPECIFICATION_FIELDS} fields`),
  })
  .superRefine(({ fields }, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      const issue = (key: string, message: string) => context.addIssue({ code: "custom", path: ["fields", index, key], message });
      const name = field.name.toLowerCase();
      if (seen.has(name)) issue("name", `"${field.name}" is already a field of this category`);
      seen.add(name);
      const choices = field.choices ?? [];
      if (field.type === "choice" && choices.length === 0) issue("choices", "A choice field needs at least one choice");
      if (field.type !== "choice" && choices.length > 0) issue("choices", "Only a choice field has choices");
      if (new Set(choices).size !== choices.length) issue("choices", "Each choice must be listed once");
    });
  });

export type SpecificationFieldInput = z.output<typeof specificationFieldSchema>;
export type SpecificationFieldsInput = z.output<typeof specificationFieldsSchema>;

/** A typed value as a product call sends it; null (or leaving the field out) means "no value". */
export const specificationValueSchema = z.union([z.number(), z.string(), z.boolean(), z.null()], {
  error: "Must be a number, text, true or false",
});

/** A product's typed values by field name: the product's values become exactly these. */
export const specificationValuesField = z.record(
  z.string().max(100, "Field names are at most 100 characters"),
  specificationValueSchema,
  "Typed specifications must be an object of field names and values",
);

export type SpecificationValuesInput = z.output<typeof specificationValuesField>;
