/**
 * A category's typed specification fields as staff replace them (`PUT /api/categories/{id}/specification-fields`)
 * and a product's typed values as the product calls send them (docs/decisions/033-typed-specifications-and-compare.md),
 * each also in the shape its GET answers (docs/decisions/045-one-shape-per-field.md).
 */
import { z } from "zod";
import { controlCharactersMessage, holdsNoControlCharacters } from "../control-characters";
import { SPECIFICATION_FIELD_TYPES } from "~/lib/domain-values";
import { optionalText, requiredText, stored, textList, unionJudgedByShape, uuidField } from "../fields";
import { contentTranslations, translationsField } from "../content/translations";

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

const specificationFieldList = z
  .array(specificationFieldSchema, "Fields must be a list")
  .max(MAX_SPECIFICATION_FIELDS, `At most ${MAX_SPECIFICATION_FIELDS} fields`);

/** The category's whole list, in order: a field's place in it is its position. */
export const specificationFieldsSchema = z
  .object({ fields: specificationFieldList }, "Send the fields as a list, or as { fields: [...] }")
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

/**
 * The body of `PUT .../specification-fields`: `{ "fields": [...] }`, or the bare list that the GET
 * answers (its rows' `categoryId`, `position` and times are ignored: the place in the list is the
 * position). The bare list is judged as `{ "fields": list }`, so an error names `fields.N` either way.
 */
export const specificationFieldsBodySchema = unionJudgedByShape(
  z.union([
    specificationFieldsSchema.describe("The fields under `fields`"),
    specificationFieldList.transform((fields) => ({ fields })).describe("The bare list, as GET answers it"),
  ]),
  (input) => specificationFieldsSchema.safeParse(Array.isArray(input) ? { fields: input } : input),
);

/** A field as the API sends it (`GET /api/categories/{key}/specification-fields`, in order). */
export const specificationFieldRow = z.strictObject({
  id: stored.id,
  categoryId: stored.id,
  name: z.string(),
  unit: z.string().nullable(),
  type: z.enum(SPECIFICATION_FIELD_TYPES),
  choices: stored.textList,
  position: z.int(),
  translations: contentTranslations,
  createdAt: stored.time,
});

export type SpecificationFieldRow = z.output<typeof specificationFieldRow>;
export type SpecificationFieldInput = z.output<typeof specificationFieldSchema>;
export type SpecificationFieldsInput = z.output<typeof specificationFieldsSchema>;

/** A typed value as a product call sends it; null (or leaving the field out) means "no value". */
export const specificationValueSchema = z.union(
  [z.number(), z.string().refine(holdsNoControlCharacters, controlCharactersMessage("Text values")), z.boolean(), z.null()],
  {
    error: "Must be a number, text, true or false",
  },
);

const SHAPES_MESSAGE = "Typed specifications must be a list of { fieldId, value } or an object of field names and values";

/** A product's typed values by field name (the admin form's shape). */
export const specificationValuesByName = z
  .record(
    z.string().max(100, "Field names are at most 100 characters").refine(holdsNoControlCharacters, controlCharactersMessage("Field names")),
    specificationValueSchema,
    SHAPES_MESSAGE,
  )
  .describe("Field name -> value");

const READ_ONLY_PART =
  "Read-only, the field's as GET answers it: may be sent back, and must then be the field's (a 400 otherwise); " +
  "fields are named, given units and typed on their category (PUT /api/categories/{key}/specification-fields)";

/** One entry of the list shape, as the product's GET answers it: the field by id, and its value. */
export const specificationValueEntry = z.object(
  {
    fieldId: uuidField("Field"),
    name: z.string("Name must be text").meta({ readOnly: true, description: READ_ONLY_PART }).optional(),
    unit: z.string("Unit must be text").nullable().meta({ readOnly: true, description: READ_ONLY_PART }).optional(),
    type: z
      .enum(SPECIFICATION_FIELD_TYPES, `Type must be one of ${SPECIFICATION_FIELD_TYPES.join(", ")}`)
      .meta({ readOnly: true, description: READ_ONLY_PART })
      .optional(),
    value: specificationValueSchema,
  },
  "Each typed specification must be an object with fieldId and value",
);

/** A product's typed values as a list (the shape the product's GET answers), at most one entry per field. */
export const specificationValueList = z
  .array(specificationValueEntry, SHAPES_MESSAGE)
  .max(MAX_SPECIFICATION_FIELDS, `At most ${MAX_SPECIFICATION_FIELDS} typed specifications`)
  .describe("As GET answers them: { fieldId, value } with, optionally, the field's name, unit and type");

/** One typed value as the product calls answer it: the field's name, unit and type always, and a value (a field without one has no entry). */
export const specificationValueRow = specificationValueEntry
  .extend({
    name: specificationValueEntry.shape.name.unwrap(),
    unit: specificationValueEntry.shape.unit.unwrap(),
    type: specificationValueEntry.shape.type.unwrap(),
    value: z.union([z.number(), z.string(), z.boolean()]),
  })
  .strict();

export type SpecificationValueRow = z.output<typeof specificationValueRow>;

/**
 * A product's typed values, in either shape (docs/decisions/045-one-shape-per-field.md): the product's
 * values become exactly these; null, or a field left out, is no value.
 */
export const specificationValuesField = unionJudgedByShape(
  z
    .union([specificationValueList, specificationValuesByName])
    .describe(
      "The product's typed values become exactly these: the list GET answers (errors name specificationValues.N.value) " +
        "or an object of field name -> value (errors name specificationValues.<name>); null, or a field left out, is no value",
    ),
  (input) => (Array.isArray(input) ? specificationValueList : specificationValuesByName).safeParse(input),
);

export type SpecificationValuesByName = z.output<typeof specificationValuesByName>;
export type SpecificationValueList = z.output<typeof specificationValueList>;
export type SpecificationValuesInput = z.output<typeof specificationValuesField>;
