/**
 * The add/edit certificate dialog of the certifications register (docs/decisions/060-certifications-register.md):
 * standard, issuing body, number, scope, dates, firmware tested, the PDF and the products covered.
 * A failed save shows its reason in the dialog, never as a toast (docs/behaviour/admin-area.md §8).
 */
import { Controller } from "react-hook-form";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { createCertificateSchema, type CertificateRow } from "~/schemas/content/certificate";
import { FormDialog } from "../forms/form-dialog";
import { TranslationsEditor } from "../forms/translations-editor";
import { translationFieldNames } from "../forms/translations-editor-values";
import { ProductPickerField } from "../catalogue/product-picker-field";
import { UploadUrlField } from "../media/upload-url-field";
import { useEntityForm } from "../forms/use-entity-form";
import { CERTIFICATES_PATH } from "../shell/api-paths";

const FIELDS = [
  "standard",
  "issuer",
  "number",
  "scope",
  "issuedOn",
  "expiresOn",
  "firmwareVersion",
  "documentUrl",
  "productIds",
  ...translationFieldNames("certificate"),
];

const valuesOf = (certificate: CertificateRow | null) => ({
  standard: certificate?.standard ?? "",
  issuer: certificate?.issuer ?? "",
  number: certificate?.number ?? "",
  scope: certificate?.scope ?? "",
  issuedOn: certificate?.issuedOn ?? "",
  expiresOn: certificate?.expiresOn ?? "",
  firmwareVersion: certificate?.firmwareVersion ?? "",
  documentUrl: certificate?.documentUrl ?? "",
  productIds: certificate?.productIds ?? [],
  translations: certificate?.translations ?? {},
});

export function CertificateFormDialog({
  open,
  certificate,
  onClose,
}: {
  open: boolean;
  certificate: CertificateRow | null;
  onClose(): void;
}) {
  const { form, dialogProps } = useEntityForm({
    schema: createCertificateSchema,
    item: certificate,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: CERTIFICATES_PATH,
    entity: "Certificate",
    failureToasts: false,
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      {...dialogProps}
      description="A certificate in the public certifications register and on the pages of the products it covers."
      wide
    >
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label="Standard" required hint="For example EN 55032 (CE EMC)" error={errors.standard?.message}>
          {(field) => <Input {...field} {...form.register("standard")} />}
        </FormField>
        <FormField label="Issuing body or lab" required error={errors.issuer?.message}>
          {(field) => <Input {...field} {...form.register("issuer")} />}
        </FormField>
        <FormField label="Certificate number" required error={errors.number?.message}>
          {(field) => <Input {...field} {...form.register("number")} />}
        </FormField>
        <FormField label="Firmware version tested" hint="For example 3.2.1" error={errors.firmwareVersion?.message}>
          {(field) => <Input {...field} {...form.register("firmwareVersion")} />}
        </FormField>
        <FormField label="Issued on" required error={errors.issuedOn?.message}>
          {(field) => <Input {...field} type="date" {...form.register("issuedOn")} />}
        </FormField>
        <FormField label="Expires on" hint="Empty for a certificate that does not expire" error={errors.expiresOn?.message}>
          {(field) => <Input {...field} type="date" {...form.register("expiresOn")} />}
        </FormField>
      </div>
      <FormField label="Scope" hint="What the certificate covers, in words" error={errors.scope?.message}>
        {(field) => <Textarea {...field} rows={3} {...form.register("scope")} />}
      </FormField>
      <Controller
        control={form.control}
        name="documentUrl"
        render={({ field, fieldState }) => (
          <UploadUrlField
            label="PDF"
            kind="document"
            hint="The certificate itself; visitors get a link to it."
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <ProductPickerField control={form.control} name="productIds" legend="Products" owner="the certificate" />
      <TranslationsEditor control={form.control} entity="certificate" />
    </FormDialog>
  );
}
