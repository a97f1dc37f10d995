/**
 * docs/behaviour/admin-area.md §2 Company information: the edit dialog of one section (title, content, video
 * URL, gallery and client logos, and the stats or certifications JSON of the sections that show
 * them). A section not written yet is created (POST), an existing one updated (PUT) (§4).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import type { CompanyInfoRow } from "~/schemas/content/company-info";
import { apiRequest } from "~/lib/api-client";
import type { CompanySection } from "~/lib/domain-values";
import {
  COMPANY_SECTION_FIELDS,
  companySectionFormSchema,
  companySectionValues,
  showsCertifications,
  showsStats,
  type CompanySectionBody,
  type CompanySectionValues,
} from "./company-section-form";
import { FormDialog } from "../../forms/form-dialog";
import { ImageListField } from "../../media/image-list-field";
import { showServerErrors } from "../../forms/server-field-errors";
import { TranslationsEditor } from "../../forms/translations-editor";
import { useAdminMutation } from "../../forms/use-admin-mutation";
import { useFormFromData } from "../../forms/use-form-from-data";
import { COMPANY_INFO_PATH } from "../../shell/api-paths";
import { COMPANY_SECTION_FIELD_LABELS } from "../../forms/field-labels";

export const COMPANY_SECTION_LABELS: Record<CompanySection, string> = {
  about: "About",
  factory: "Factory",
  certifications: "Certifications",
};

const IMAGE_LISTS = [
  {
    name: "imageGallery",
    label: COMPANY_SECTION_FIELD_LABELS.imageGallery,
    maxItems: 50,
    note: "Gallery images come from the Media Library: add ones already there, or upload new ones, which join the library.",
  },
  { name: "clientLogos", label: COMPANY_SECTION_FIELD_LABELS.clientLogos, maxItems: 100, note: null },
] as const;

const STATS_HINT =
  'An object of names to values, e.g. {"Facility area": "15,000 m²", "SMT lines": "8", "Monthly capacity": "50,000+ units"}. The about page shows the figures whose names it knows (years of experience, monthly capacity, global clients, countries served, QC pass rate, R&D engineers, SMT lines, facility area, monthly orders).';
const CERTIFICATIONS_HINT =
  'A list of certificates, each {"name", "imageUrl", "description"} (only the name is required), e.g. [{"name": "ISO 9001", "imageUrl": "/uploads/iso-9001.webp", "description": "Quality management"}].';

const JSON_FIELDS = [
  { name: "stats", label: COMPANY_SECTION_FIELD_LABELS.stats, hint: STATS_HINT, rows: 8, shownIn: showsStats },
  {
    name: "certifications",
    label: COMPANY_SECTION_FIELD_LABELS.certifications,
    hint: CERTIFICATIONS_HINT,
    rows: 10,
    shownIn: showsCertifications,
  },
] as const;

export function CompanySectionDialog({
  open,
  section,
  row,
  onClose,
}: {
  open: boolean;
  section: CompanySection;
  /** The stored section, or null when it does not exist yet. */
  row: CompanyInfoRow | null;
  onClose(): void;
}) {
  const schema = useMemo(() => companySectionFormSchema(section), [section]);
  const form = useForm<CompanySectionValues, unknown, CompanySectionBody>({
    resolver: zodResolver(schema),
    defaultValues: companySectionValues(row),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;

  useFormFromData(form.reset, { open, record: row?.id ?? "new", values: companySectionValues(row) });
  useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  const save = useAdminMutation({
    mutationFn: (body: CompanySectionBody) =>
      row ? apiRequest("PUT", `${COMPANY_INFO_PATH}/${row.id}`, body) : apiRequest("POST", COMPANY_INFO_PATH, { section, ...body }),
    refetch: [COMPANY_INFO_PATH],
    success: "Company information updated successfully",
    failure: "Failed to update company information",
  });

  const onSubmit = form.handleSubmit((body) =>
    save.mutateAsync(body).then(onClose, (error: unknown) => setFormError(showServerErrors(error, form.setError, COMPANY_SECTION_FIELDS))),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Edit ${COMPANY_SECTION_LABELS[section]} Section`}
      description={row ? "Changes show on the About page once saved." : "This section has no content yet: saving creates it."}
      dirty={isDirty}
      submitting={save.isPending}
      submitLabel="Save Changes"
      formError={formError}
      wide
      history={row ? { kind: "company_section", id: row.id, refetch: [COMPANY_INFO_PATH] } : undefined}
      onSubmit={onSubmit}
    >
      <FormField label={COMPANY_SECTION_FIELD_LABELS.title} error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register("title")} />}
      </FormField>
      <FormField
        label={COMPANY_SECTION_FIELD_LABELS.content}
        hint="Separate paragraphs with an empty line."
        error={errors.content?.message}
      >
        {(field) => <Textarea {...field} rows={6} {...form.register("content")} />}
      </FormField>
      <FormField
        label={COMPANY_SECTION_FIELD_LABELS.videoUrl}
        hint="An http(s) address or a path starting with /."
        error={errors.videoUrl?.message}
      >
        {(field) => <Input {...field} type="url" inputMode="url" {...form.register("videoUrl")} />}
      </FormField>
      {IMAGE_LISTS.map(({ name, label, maxItems, note }) => (
        <div key={name} className="grid gap-2">
          <Controller
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <ImageListField
                label={label}
                value={field.value}
                onChange={field.onChange}
                maxItems={maxItems}
                error={fieldState.error?.message}
              />
            )}
          />
          {note && <p className="text-xs text-[var(--muted-foreground)]">{note}</p>}
        </div>
      ))}
      {JSON_FIELDS.filter(({ shownIn }) => shownIn(section)).map(({ name, label, hint, rows }) => (
        <FormField key={name} label={label} hint={hint} error={errors[name]?.message}>
          {(field) => <Textarea {...field} rows={rows} spellCheck={false} className="font-mono text-xs" {...form.register(name)} />}
        </FormField>
      ))}
      <TranslationsEditor control={form.control} entity="companySection" />
    </FormDialog>
  );
}
