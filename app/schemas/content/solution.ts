import { z } from "zod";
import { integerField, optionalText, optionalUrl, requiredText, slugField, stored, textList } from "../fields";
import { checkSchedule, publicationFields, publicationRowFields } from "./publication";
import { contentTranslations, translationsField } from "./translations";

/** One line of a solution's bill of materials, as a form or call sends it. */
const billOfMaterialsInput = z.object(
  {
    part: requiredText("Part", 200),
    // Stored rows always carry every key (billOfMaterialsRow), so a missing model or note is "".
    model: optionalText("Model", 200).transform((value) => value ?? ""),
    quantity: integerField("Quantity", 1, 1_000_000),
    notes: optionalText("Notes", 1000).transform((value) => value ?? ""),
  },
  "Each bill of materials line must be an object",
);

/** An industry solution: every field of docs/behaviour/admin-area.md §3, for the admin form and `POST /api/solutions`. */
export const solutionFields = z.object({
  name: requiredText("Name", 200),
  slug: slugField,
  tagline: optionalText("Tagline", 300),
  description: requiredText("Description", 20_000),
  useCase: requiredText("Use case", 20_000),
  heroImageUrl: optionalUrl("Hero image"),
  industry: textList("industry", 20, 100).optional(),
  benefits: textList("benefit", 50, 500).optional(),
  translations: translationsField("solution", {
    name: optionalText("Name", 200),
    tagline: optionalText("Tagline", 300),
    description: optionalText("Description", 20_000),
    useCase: optionalText("Use case", 20_000),
    benefits: textList("benefit", 50, 500),
  }).optional(),
  wiringDiagramUrl: optionalUrl("Wiring diagram URL"),
  videoUrl: optionalUrl("Video URL"),
  bomList: z.array(billOfMaterialsInput, "Bill of materials must be a list").max(200, "At most 200 bill of materials lines").optional(),
  isFeatured: z.boolean("Featured must be true or false").optional(),
  ...publicationFields,
});

/** Creating: a scheduled item needs a publish time ahead (decision 031). */
export const createSolutionSchema = solutionFields.superRefine(checkSchedule);

/** `PUT /api/solutions/{id}`: a field left out keeps its stored value. */
export const updateSolutionSchema = solutionFields.partial().superRefine(checkSchedule);

/** `GET /api/solutions?industry=education`: solutions whose industry list includes the value. */
export const solutionListQuerySchema = z.object({
  industry: optionalText("Industry", 100),
});

export type CreateSolutionInput = z.output<typeof createSolutionSchema>;
export type UpdateSolutionInput = z.output<typeof updateSolutionSchema>;
export type SolutionListQuery = z.output<typeof solutionListQuerySchema>;

/** One stored line of a bill of materials: every key, a missing model or note being "". */
export const billOfMaterialsRow = z.strictObject({
  part: z.string(),
  model: z.string(),
  quantity: z.int(),
  notes: z.string(),
});

/** A solution as the API sends it. */
export const solutionRow = z.strictObject({
  id: stored.id,
  name: z.string(),
  slug: z.string(),
  tagline: z.string().nullable(),
  description: z.string(),
  heroImageUrl: z.string().nullable(),
  useCase: z.string(),
  industry: stored.textList,
  wiringDiagramUrl: z.string().nullable(),
  bomList: z.array(billOfMaterialsRow),
  videoUrl: z.string().nullable(),
  benefits: stored.textList,
  isFeatured: z.boolean(),
  ...publicationRowFields,
  translations: contentTranslations,
  createdAt: stored.time,
  updatedAt: stored.time,
});

export type BillOfMaterialsRow = z.output<typeof billOfMaterialsRow>;
export type SolutionRow = z.output<typeof solutionRow>;
