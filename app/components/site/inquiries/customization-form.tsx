import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useElementId } from "~/components/islands/island-root";
import { Button } from "~/components/ui/button";
import { FormField, HoneypotField, Input, Textarea } from "~/components/ui/form-field";
import { ApiError, apiFormRequest, apiRequest } from "~/lib/api-client";
import { useT } from "~/lib/i18n/translation";
import { ATTACHMENTS_FIELD } from "~/lib/inquiries/inquiry-attachment-rules";
import { customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { InquiryAttachmentsField } from "./inquiry-attachments-field";
import { postedErrors, type PostedFields } from "./posted-form";
import { showToast } from "../shell/toasts";
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

/**
 * The OEM/ODM inquiry form, checked with the API's own schema, with optional attachments. Without
 * script it posts to its page, which answers for it (`posted`: the fields again, with their errors).
 */
export function CustomizationForm({ posted }: { posted: PostedFields | null }) {
  const t = useT();
  const fieldError = useValidationMessage();
  const startToken = useFormStartToken();
  const formId = useElementId("form");
  const fieldId = (name: keyof FormValues) => `${formId}-${name}`;
  const [postedAgain] = useState(() => ({
    defaultValues: { ...EMPTY, ...posted?.values, type: "customization" } as FormValues,
    errors: postedErrors<FormValues>(posted),
  }));
  const form = useForm<FormValues, unknown, z.output<typeof customizationInquirySchema>>({
    resolver: zodResolver(customizationInquirySchema),
    ...postedAgain,
  });
  const { errors, isSubmitting } = form.formState;
  // react-hook-form fills its fields in the browser: the server writes their values itself (a form posted without script comes back filled).
  const fieldProps = (name: Exclude<keyof FormValues, "website" | "formToken">) => ({
    ...form.register(name),
    defaultValue: String(postedAgain.defaultValues[name] ?? ""),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>(posted?.errors[ATTACHMENTS_FIELD]);

  const onSubmit = form.handleSubmit(async (inquiry) => {
    try {
      await sendInquiry(inquiry, await startToken.take(), files);
      startToken.reset();
      form.reset(EMPTY);
      setFiles([]);
      setFilesError(undefined);
      showToast({
        title: t("customizationForm.successTitle"),
        description: t("customizationForm.successText"),
      });
    } catch (error) {
      // The server judged a file by its bytes and refused it: the field says which and why.
      if (error instanceof ApiError) setFilesError(error.fields[ATTACHMENTS_FIELD]);
      showToast({ title: t("customizationForm.failureTitle"), description: t("customizationForm.failureText"), variant: "destructive" });
    }
  });

  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onFocus={startToken.start}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <HoneypotField {...form.register("website")} />
      <input type="hidden" {...fieldProps("type")} />
      <FormField id={fieldId("name")} label={t("form.fullName")} required error={fieldError(errors.name?.message)}>
        {(field) => <Input {...field} autoComplete="name" {...fieldProps("name")} />}
      </FormField>
      <FormField id={fieldId("company")} label={t("form.companyName")} required error={fieldError(errors.company?.message)}>
        {(field) => <Input {...field} autoComplete="organization" {...fieldProps("company")} />}
      </FormField>
      <FormField id={fieldId("email")} label={t("form.email")} required error={fieldError(errors.email?.message)}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...fieldProps("email")} />}
      </FormField>
      <FormField id={fieldId("phone")} label={t("form.phone")} error={fieldError(errors.phone?.message)}>
        {(field) => <Input {...field} type="tel" autoComplete="tel" {...fieldProps("phone")} />}
      </FormField>
      <FormField
        id={fieldId("projectType")}
        label={t("form.projectType")}
        required
        error={fieldError(errors.projectType?.message)}
        className="sm:col-span-2"
      >
        {(field) => <Input {...field} placeholder={t("form.projectTypePlaceholder")} {...fieldProps("projectType")} />}
      </FormField>
      <FormField
        id={fieldId("message")}
        label={t("form.projectDescription")}
        required
        error={fieldError(errors.message?.message)}
        className="sm:col-span-2"
      >
        {(field) => <Textarea {...field} rows={6} placeholder={t("form.projectDescriptionPlaceholder")} {...fieldProps("message")} />}
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
