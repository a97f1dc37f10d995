/**
 * The solution dialog's form: the shared fields of `POST /api/solutions` judge it (the publish time
 * read as the browser's local time), and these are
 * the values it opens with (empty for a new solution, the row's for an edit).
 */
import type { z } from "zod";
import { checkSchedule } from "~/schemas/content/publication";
import { solutionFields, type SolutionRow } from "~/schemas/content/solution";
import { publicationFormFields, publicationFormValues } from "../forms/publication-form";
import { translationFieldNames } from "../forms/translations-editor-values";

export const solutionFormSchema = solutionFields.extend(publicationFormFields).superRefine(checkSchedule);
export type SolutionFormValues = z.input<typeof solutionFormSchema>;
export type SolutionFormOutput = z.output<typeof solutionFormSchema>;

/** The fields whose API errors show under them ("bomList.3.part" shows under the bill of materials). */
export const SOLUTION_FIELDS = [...Object.keys(solutionFormSchema.shape), ...translationFieldNames("solution")];

/** A new bill of materials line: one of a part until told otherwise. */
export const newBillOfMaterialsLine = () => ({ part: "", model: "", quantity: "1", notes: "" });

export const solutionFormValues = (solution: SolutionRow | null): Required<SolutionFormValues> => ({
  name: solution?.name ?? "",
  slug: solution?.slug ?? "",
  tagline: solution?.tagline ?? "",
  description: solution?.description ?? "",
  useCase: solution?.useCase ?? "",
  heroImageUrl: solution?.heroImageUrl ?? "",
  industry: solution?.industry ?? [],
  benefits: solution?.benefits ?? [],
  wiringDiagramUrl: solution?.wiringDiagramUrl ?? "",
  videoUrl: solution?.videoUrl ?? "",
  bomList: (solution?.bomList ?? []).map((line) => ({ ...line, quantity: String(line.quantity) })),
  isFeatured: solution?.isFeatured ?? false,
  translations: solution?.translations ?? {},
  ...publicationFormValues(solution),
});
