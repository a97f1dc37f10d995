/**
 * The site settings form: the company name and contact details the public site shows in its
 * header, footer, contact and about pages, and how vulnerabilities are reported (an admin's to
 * change; an editor's form leaves them out). Judged by the API's schema, saved with
 * `PUT /api/site-settings`; unsaved changes are announced and guarded against leaving.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, Input, Textarea } from "~/components/ui/form-field";
import { apiRequest } from "~/lib/api-client";
import { contactSettingsSchema, siteSettingsSchema, type SiteSettingsInput } from "~/schemas/content/site-settings";
import { ListInput } from "../../forms/list-input";
import { showServerErrors } from "../../forms/server-field-errors";
import { SiteSettingsLeaveGuard } from "./site-settings-leave-guard";
import { SiteSettingsSecurity } from "./site-settings-security";
import { SiteSettingsSocialLinks } from "./site-settings-social-links";
import { useAdminMutation } from "../../forms/use-admin-mutation";
import { useFormFromData } from "../../forms/use-form-from-data";
import { SITE_SETTINGS_PATH } from "../../shell/api-paths";

type FormValues = z.input<typeof siteSettingsSchema>;
type TextField = "companyName" | "website" | "salesEmail" | "supportEmail" | "phone" | "chatPhone";

const FIELDS = Object.keys(siteSettingsSchema.shape);

/** The one-line fields, two to a row on wide screens. */
const LINE_FIELDS: { name: TextField; label: string; type?: string; hint?: string }[] = [
  { name: "companyName", label: "Company name" },
  { name: "website", label: "Website", type: "url", hint: "Starts with http:// or https://" },
  { name: "salesEmail", label: "Sales e-mail", type: "email", hint: "Inquiry replies and the contact page" },
  { name: "supportEmail", label: "Support e-mail", type: "email" },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "chatPhone", label: "Chat (WhatsApp) number", type: "tel", hint: "Digits with an optional leading +, e.g. +8613800138000" },
];

export function SiteSettingsForm({ settings, canChangeReporting }: { settings: SiteSettingsInput; canChangeReporting: boolean }) {
  const form = useForm<FormValues, unknown, SiteSettingsInput>({
    // An editor's form checks and sends the contact details only: the reporting settings are an admin's (decision 067).
    resolver: zodResolver(canChangeReporting ? siteSettingsSchema : contactSettingsSchema),
    defaultValues: settings,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { errors, isDirty } = form.formState;

  useFormFromData(form.reset, { open: true, record: "site-settings", values: settings });

  const save = useAdminMutation({
    mutationFn: (values: SiteSettingsInput) => apiRequest<SiteSettingsInput>("PUT", SITE_SETTINGS_PATH, values),
    refetch: [SITE_SETTINGS_PATH],
    success: "Site settings updated successfully",
    failure: "Failed to update site settings",
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    return save.mutateAsync(values).then(
      (saved) => form.reset(saved),
      (error: unknown) => setFormError(showServerErrors(error, form.setError, FIELDS)),
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Site settings"
      className="grid gap-5 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {LINE_FIELDS.map(({ name, label, type, hint }) => (
          <FormField key={name} label={label} required hint={hint} error={errors[name]?.message} className="content-start">
            {(field) => <Input {...field} type={type} {...form.register(name)} />}
          </FormField>
        ))}
      </div>
      <FormField
        label="Company description"
        required
        hint="The short text under the name in the footer."
        error={errors.companyDescription?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...form.register("companyDescription")} />}
      </FormField>
      <FormField label="Address" required error={errors.address?.message}>
        {(field) => <Input {...field} {...form.register("address")} />}
      </FormField>
      <Controller
        control={form.control}
        name="businessHours"
        render={({ field, fieldState }) => (
          <ListInput
            label="Business hours"
            value={field.value}
            onChange={field.onChange}
            placeholder="e.g. Monday - Friday: 9:00 AM - 6:00 PM"
            maxItems={7}
            error={fieldState.error?.message}
          />
        )}
      />
      <SiteSettingsSocialLinks control={form.control} register={form.register} errors={errors.socialLinks} />
      <SiteSettingsSecurity
        editable={canChangeReporting}
        settings={settings}
        control={form.control}
        register={form.register}
        errors={errors}
      />
      {formError && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {formError}
        </p>
      )}
      <div className="flex flex-col items-stretch gap-3 border-t border-[var(--border)] pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {isDirty ? "You have unsaved changes" : ""}
        </p>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
      <SiteSettingsLeaveGuard dirty={isDirty && !save.isPending} />
    </form>
  );
}
