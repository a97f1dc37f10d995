import { useState } from "react";
import { useTranslation } from "react-i18next";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Textarea } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { ApiError, apiFormRequest, apiRequest } from "~/lib/api-client";
import { ATTACHMENTS_FIELD } from "~/lib/inquiry-attachment-rules";
import { customizationInquirySchema } from "~/schemas/inquiry";
import { InquiryAttachmentsField } from "./inquiry-attachments-field";
import { useFormStartToken } from "./use-form-start-token";
import { useValidationMessage } from "./validation-message";

type FormValues = z.input<typeof customizationInquirySchema>;

const EMPTY: FormValues = { type: "customization", name: "", company: "", email: "", phone: "", projectType: "", message: "", website: "" };

/**
 * The customization inquiry as `POST /api/inquiries` takes it: JSON as the specification sends
 * it, or multipart/form-data when drawings or logos are attached (decision 035).
 */
function sendInquiry(inquiry: z.output<typeof customizationInquirySchema>, formToken: string | undefined, files: File[]) {
  if (files.length === 0) return apiRequest("POST", "/api/inquiries", { ...inquiry, formToken });
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...inquiry, formToken })) if (typeof value === "string") body.append(name, value);
  for (const file of files) body.append(ATTACHMENTS_FIELD, file);
  return apiFormRequest("POST", "/api/inquiries", body);
}

/** The OEM/ODM inquiry form (public-site.md §5), checked with the API's own schema, with optional attachments. */
export function CustomizationForm() {
  const toast = useToast();
  const { t } = useTranslation();
  const fieldError = useValidationMessage();
  const startToken = useFormStartToken();
  const form = useForm<FormValues, unknown, z.output<typeof customizationInquirySchema>>({
    resolver: zodResolver(customizationInquirySchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      await sendInquiry(inquiry, await startToken.take(), files);
      startToken.reset();
      form.reset(EMPTY);
      setFiles([]);
      setFilesError(undefined);
      toast({
        title: t("customizationForm.successTitle"),
        description: t("customizationForm.successText"),
      });
    } catch (error) {
      // The server judged a file by its bytes and refused it: the field says which and why.
      if (error instanceof ApiError) setFilesError(error.fields[ATTACHMENTS_FIELD]);
      toast({ title: t("customizationForm.failureTitle"), description: t("customizationForm.failureText"), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={startToken.start} noValidate className="relative grid gap-5 sm:grid-cols-2">
      <HoneypotField {...form.register("website")} />
      <FormField label={t("form.fullName")} required error={fieldError(errors.name?.message)}>
        {(field) => <Input {...field} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField label={t("form.companyName")} required error={fieldError(errors.company?.message)}>
        {(field) => <Input {...field} autoComplete="organization" {...form.register("company")} />}
      </FormField>
      <FormField label={t("form.email")} required error={fieldError(errors.email?.message)}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register("email")} />}
      </FormField>
      <FormField label={t("form.phone")} error={fieldError(errors.phone?.message)}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...form.register("phone")} />}
      </FormField>
      <FormField label={t("form.projectType")} required error={fieldError(errors.projectType?.message)} className="sm:col-span-2">
        {(field) => <Input {...field} placeholder={t("form.projectTypePlaceholder")} {...form.register("projectType")} />}
      </FormField>
      <FormField label={t("form.projectDescription")} required error={fieldError(errors.message?.message)} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={6} placeholder={t("form.projectDescriptionPlaceholder")} {...form.register("message")} />}
      </FormField>
      <InquiryAttachmentsField
        files={files}
        error={fieldError(filesError)}
        onChange={(next, problem) => {
          setFiles(next);
          setFilesError(problem);
        }}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
