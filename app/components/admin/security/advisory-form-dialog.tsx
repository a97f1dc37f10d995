/**
 * Writing and revising a security advisory (decision 059): its id, title, dates and status, the
 * CVSS v3.1 vector with the score and severity it gives (the server computes them again), CVE
 * ids, CWE, summary and workaround, the products and versions affected, the products not
 * affected (VEX, decision 079), the fixing versions, the revision history and the translations.
 */
import { Controller, useWatch } from "react-hook-form";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { assessCvss } from "~/lib/security/cvss";
import type { AdvisoryRow } from "~/schemas/content/security-advisory";
import { FormDialog } from "../forms/form-dialog";
import { PublicationField } from "../forms/publication-field";
import { TranslationsEditor } from "../forms/translations-editor";
import { useEntityForm } from "../forms/use-entity-form";
import { ADVISORIES_PATH } from "../shell/api-paths";
import { ADVISORY_FORM_FIELDS, advisoryFormSchema, advisoryFormValues } from "./advisory-form-values";
import { AdvisoryRevisionsEditor } from "./advisory-revisions-editor";
import { AffectedProductsEditor } from "./affected-products-editor";
import { FixedVersionsField } from "./fixed-versions-field";
import { NotAffectedEditor } from "./not-affected-editor";
import { SEVERITY_LABELS } from "./severity-labels";

export function AdvisoryFormDialog({ open, advisory, onClose }: { open: boolean; advisory: AdvisoryRow | null; onClose(): void }) {
  const { form, dialogProps } = useEntityForm({
    schema: advisoryFormSchema,
    item: advisory,
    open,
    valuesOf: (item: AdvisoryRow | null) => advisoryFormValues(item),
    fieldNames: ADVISORY_FORM_FIELDS,
    path: ADVISORIES_PATH,
    entity: "Advisory",
    onClose,
  });
  const { errors } = form.formState;
  const vector = useWatch({ control: form.control, name: "cvssVector" });
  const assessment = assessCvss(vector ?? "");

  return (
    <FormDialog
      {...dialogProps}
      description="Published advisories appear on the Security Advisories page, the affected products' pages, the advisories' feed and, as CSAF 2.0 documents, under /.well-known/csaf/."
      wide
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Advisory id"
          required
          hint="Letters, digits and dashes; the advisory's address is /security/ followed by it"
          error={errors.code?.message}
        >
          {(field) => <Input {...field} placeholder="AUR-SA-2026-001" {...form.register("code")} />}
        </FormField>
        <FormField label="Published date" required error={errors.publishedOn?.message}>
          {(field) => <Input {...field} type="date" {...form.register("publishedOn")} />}
        </FormField>
      </div>
      <FormField label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register("title")} />}
      </FormField>
      <PublicationField form={form} previewPath={undefined} />
      <FormField
        label="CVSS vector"
        required
        hint={
          assessment
            ? `Score ${assessment.score.toFixed(1)}, severity ${SEVERITY_LABELS[assessment.severity]}`
            : "A CVSS v3.1 vector, such as CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H; the score and severity follow from it."
        }
        error={errors.cvssVector?.message}
      >
        {(field) => <Input {...field} className="font-mono" {...form.register("cvssVector")} />}
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="CVE ids" hint="One per line, such as CVE-2026-41873." error={errors.cveIds?.message}>
          {(field) => <Textarea {...field} rows={2} className="font-mono" {...form.register("cveIds")} />}
        </FormField>
        <FormField
          label="CWE id"
          hint="The weakness, such as CWE-287; its name comes from the CWE catalogue."
          error={errors.cweId?.message}
        >
          {(field) => <Input {...field} className="font-mono" placeholder="CWE-287" {...form.register("cweId")} />}
        </FormField>
      </div>
      <FormField label="Summary" required hint="What the vulnerability is and what an attacker could do." error={errors.summary?.message}>
        {(field) => <Textarea {...field} rows={5} {...form.register("summary")} />}
      </FormField>
      <FormField label="Workaround" hint="Left empty, the page says no workaround is known." error={errors.workaround?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("workaround")} />}
      </FormField>
      <AffectedProductsEditor form={form} />
      <NotAffectedEditor form={form} />
      <Controller
        control={form.control}
        name="fixedVersionIds"
        render={({ field, fieldState }) => (
          <FixedVersionsField
            value={field.value ?? []}
            known={advisory?.fixedVersions ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <AdvisoryRevisionsEditor form={form} />
      <TranslationsEditor control={form.control} entity="securityAdvisory" />
    </FormDialog>
  );
}
