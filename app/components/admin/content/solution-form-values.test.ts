import { describe, expect, it } from "vitest";
import type { SolutionRow } from "~/schemas/content/solution";
import { solutionFormSchema, solutionFormValues } from "./solution-form-values";

const solution = {
  name: "Smart Campus",
  slug: "smart-campus",
  tagline: null,
  description: "Access control for schools.",
  useCase: "Students enter by face.",
  heroImageUrl: null,
  industry: ["education"],
  benefits: ["No more lost cards"],
  wiringDiagramUrl: null,
  videoUrl: null,
  bomList: [{ part: "Face terminal", model: "AB-FR700", quantity: 2, notes: "" }],
  isFeatured: false,
  translations: { "zh-TW": { name: "智慧校園", benefits: ["不再遺失卡片"] } },
} as unknown as SolutionRow;

describe("the solution form", () => {
  it("opens a solution with its translations and sends them back, a list's blank lines left out", () => {
    const values = solutionFormValues(solution);
    expect(solutionFormSchema.parse(values).translations).toEqual(solution.translations);
    const typed = { ...values, translations: { "zh-TW": { name: "智慧校園", benefits: ["不再遺失卡片", ""], useCase: " " } } };
    expect(solutionFormSchema.parse(typed).translations).toEqual(solution.translations);
    expect(solutionFormValues(null).translations).toEqual({});
  });
});
