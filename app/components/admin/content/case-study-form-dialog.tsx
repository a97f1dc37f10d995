/**
 * The create/edit case study dialog (the spec lists Case Studies in the sidebar but shows no
 * screen): every field of docs/behaviour/admin-area.md §3 case_studies, judged by the shared schema of
 * `POST /api/case-studies`, with the solution it illustrates chosen from the solutions.
 */
import { useController } from "react-hook-form";
import type { z } from "zod";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import type { CaseStudyRow } from "~/schemas/content/case-study";
import type { SolutionRow } from "~/schemas/content/solution";
import { createCaseStudySchema } from "~/schemas/content/case-study";
import { FormDialog } from "../forms/form-dialog";
import { SlugField } from "../forms/slug-field";
import { fillEmptySlug } from "../forms/slug-from-name";
import { useEntityForm } from "../forms/use-entity-form";
import { FormListField, FormUploadUrlField } from "../forms/bound-fields";
import { TranslationsEditor } from "../forms/translations-editor";
import { translationFieldNames } from "../forms/translations-editor-values";
import { CASE_STUDIES_PATH } from "../shell/api-paths";
import { CASE_STUDY_FIELD_LABELS } from "../forms/field-labels";

type FormValues = z.input<typeof createCaseStudySchema>;

const FIELDS = [...Object.keys(createCaseStudySchema.shape), ...translationFieldNames("caseStudy")];

const valuesOf = (caseStudy: CaseStudyRow | null): Required<FormValues> => ({
  title: caseStudy?.title ?? "",
  slug: caseStudy?.slug ?? "",
  industry: caseStudy?.industry ?? "",
  problem: caseStudy?.problem ?? "",
  solution: caseStudy?.solution ?? "",
  results: caseStudy?.results ?? "",
  client: caseStudy?.client ?? "",
  location: caseStudy?.location ?? "",
  heroImageUrl: caseStudy?.heroImageUrl ?? "",
  imageGallery: caseStudy?.imageGallery ?? [],
  testimonial: caseStudy?.testimonial ?? "",
  testimonialAuthor: caseStudy?.testimonialAuthor ?? "",
  solutionId: caseStudy?.solutionId ?? "",
  translations: caseStudy?.translations ?? {},
});

const TEXT_AREAS = [
  { name: "problem", label: CASE_STUDY_FIELD_LABELS.problem, hint: "What the client needed, or what went wrong before." },
  { name: "solution", label: CASE_STUDY_FIELD_LABELS.solution, hint: "What was installed, and how." },
  { name: "results", label: CASE_STUDY_FIELD_LABELS.results, hint: "What changed: figures where there are some." },
] as const;

export function CaseStudyFormDialog({
  open,
  caseStudy,
  solutions,
  onClose,
}: {
  open: boolean;
  caseStudy: CaseStudyRow | null;
  /** The solutions a case study may illustrate. */
  solutions: readonly SolutionRow[];
  onClose(): void;
}) {
  const { form, dialogProps } = useEntityForm({
    schema: createCaseStudySchema,
    item: caseStudy,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: CASE_STUDIES_PATH,
    entity: "Case Study",
    history: "case_study",
    onClose,
  });
  const { errors } = form.formState;
  const selectedSolution = useController({ control: form.control, name: "solutionId" });

  return (
    <FormDialog {...dialogProps} wide description="A customer project: the problem, the solution installed and its results.">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={CASE_STUDY_FIELD_LABELS.title} required error={errors.title?.message}>
          {(field) => <Input {...field} {...form.register("title", { onBlur: fillEmptySlug(form) })} />}
        </FormField>
        <SlugField
          form={form}
          savedSlug={caseStudy?.slug}
          addressOf={(slug) => `/api/case-studies/${slug}`}
          hint="Lower-case letters, digits and hyphens"
        />
        <FormField label={CASE_STUDY_FIELD_LABELS.industry} required error={errors.industry?.message}>
          {(field) => <Input {...field} placeholder="e.g. Education" {...form.register("industry")} />}
        </FormField>
        <FormField
          label={CASE_STUDY_FIELD_LABELS.solutionId}
          hint="The solution this project illustrates."
          error={errors.solutionId?.message}
        >
          {(field) => (
            // Controlled, so that an edit keeps its solution while the list of solutions is still loading.
            <Select {...field} {...selectedSolution.field} value={selectedSolution.field.value ?? ""}>
              <option value="">None</option>
              {solutions.map((solution) => (
                <option key={solution.id} value={solution.id}>
                  {solution.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={CASE_STUDY_FIELD_LABELS.client} error={errors.client?.message}>
          {(field) => <Input {...field} {...form.register("client")} />}
        </FormField>
        <FormField label={CASE_STUDY_FIELD_LABELS.location} error={errors.location?.message}>
          {(field) => <Input {...field} placeholder="e.g. Lyon, France" {...form.register("location")} />}
        </FormField>
      </div>
      {TEXT_AREAS.map(({ name, label, hint }) => (
        <FormField key={name} label={label} required hint={hint} error={errors[name]?.message}>
          {(field) => <Textarea {...field} rows={4} {...form.register(name)} />}
        </FormField>
      ))}
      <FormUploadUrlField control={form.control} name="heroImageUrl" label={CASE_STUDY_FIELD_LABELS.heroImageUrl} />
      <FormListField control={form.control} name="imageGallery" label={CASE_STUDY_FIELD_LABELS.imageGallery} images />
      <FormField label={CASE_STUDY_FIELD_LABELS.testimonial} hint="The client's own words, as a quote." error={errors.testimonial?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("testimonial")} />}
      </FormField>
      <FormField
        label={CASE_STUDY_FIELD_LABELS.testimonialAuthor}
        hint="Name and role, e.g. Jane Doe, Facilities Manager"
        error={errors.testimonialAuthor?.message}
      >
        {(field) => <Input {...field} {...form.register("testimonialAuthor")} />}
      </FormField>
      <TranslationsEditor control={form.control} entity="caseStudy" />
    </FormDialog>
  );
}
