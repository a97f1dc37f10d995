/**
 * docs/behaviour/admin-area.md §2 Solutions: the create/edit solution dialog. The spec's required name, slug,
 * description and use case, industries and benefits added one at a time, and what the public
 * page shows that the spec's form lacks: tagline, featured flag, hero image, wiring diagram (a
 * PDF the page offers for download), video and the bill of materials.
 */
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import type { SolutionRow } from "~/schemas/content/solution";
import { BillOfMaterialsEditor } from "./bill-of-materials-editor";
import { FormDialog } from "../forms/form-dialog";
import { FormListField, FormSwitchField, FormUploadUrlField } from "../forms/bound-fields";
import { PublicationField } from "../forms/publication-field";
import { SlugField } from "../forms/slug-field";
import { fillEmptySlug } from "../forms/slug-from-name";
import { TranslationsEditor } from "../forms/translations-editor";
import { useEntityForm } from "../forms/use-entity-form";
import { SOLUTION_FIELDS, solutionFormSchema, solutionFormValues } from "./solution-form-values";
import { CASE_STUDIES_PATH, SOLUTIONS_PATH } from "../shell/api-paths";
import { SOLUTION_FIELD_LABELS } from "../forms/field-labels";

export function SolutionFormDialog({ open, solution, onClose }: { open: boolean; solution: SolutionRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: solutionFormSchema,
    item: solution,
    open,
    valuesOf: solutionFormValues,
    fieldNames: SOLUTION_FIELDS,
    path: SOLUTIONS_PATH,
    // The case studies list shows each one's solution by name.
    refetch: [CASE_STUDIES_PATH],
    entity: "Solution",
    history: "solution",
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} wide description="An industry solution as its public page shows it, at /solutions/slug.">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={SOLUTION_FIELD_LABELS.name} required error={errors.name?.message}>
          {(field) => <Input {...field} {...form.register("name", { onBlur: fillEmptySlug(form) })} />}
        </FormField>
        <SlugField form={form} savedSlug={solution?.slug} addressOf={(slug) => `/solutions/${slug}`} hint="Used in the solution URL" />
      </div>
      <PublicationField form={form} previewPath={solution ? `/solutions/${solution.slug}` : undefined} />
      <FormField label={SOLUTION_FIELD_LABELS.tagline} hint="One line under the name on the public page." error={errors.tagline?.message}>
        {(field) => <Input {...field} {...form.register("tagline")} />}
      </FormField>
      <FormField label={SOLUTION_FIELD_LABELS.description} required error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={4} {...form.register("description")} />}
      </FormField>
      <FormField label={SOLUTION_FIELD_LABELS.useCase} required error={errors.useCase?.message}>
        {(field) => <Textarea {...field} rows={4} {...form.register("useCase")} />}
      </FormField>
      <FormListField
        control={form.control}
        name="industry"
        label={SOLUTION_FIELD_LABELS.industry}
        placeholder="e.g. education"
        maxItems={20}
      />
      <FormListField
        control={form.control}
        name="benefits"
        label={SOLUTION_FIELD_LABELS.benefits}
        placeholder="e.g. No more lost cards"
        maxItems={50}
      />
      <FormSwitchField
        control={form.control}
        name="isFeatured"
        label={SOLUTION_FIELD_LABELS.isFeatured}
        description="Featured solutions are shown on the home page."
      />
      <FormUploadUrlField control={form.control} name="heroImageUrl" label={SOLUTION_FIELD_LABELS.heroImageUrl} />
      <FormUploadUrlField
        control={form.control}
        name="wiringDiagramUrl"
        label={SOLUTION_FIELD_LABELS.wiringDiagramUrl}
        kind="document"
        hint="A PDF the public page offers for download."
      />
      <FormField
        label={SOLUTION_FIELD_LABELS.videoUrl}
        hint="A video of the solution at work, opened in a new tab."
        error={errors.videoUrl?.message}
      >
        {(field) => <Input {...field} type="url" inputMode="url" placeholder="https://..." {...form.register("videoUrl")} />}
      </FormField>
      <BillOfMaterialsEditor form={form} />
      <TranslationsEditor control={form.control} entity="solution" />
    </FormDialog>
  );
}
