/**
 * The site settings of vulnerability reporting (decision 059): the security e-mail and the
 * acknowledgement time the Report a Vulnerability page states, and security.txt's expiry and
 * preferred languages. They say where reports go, so only an admin changes them (decision 067);
 * an editor sees them read only.
 */
import type { ReactNode } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { LOCALE_DISPLAY, LOCALES } from "~/lib/i18n/locales";
import { VULNERABILITY_REPORTING_FIELDS, type SiteSettingsInput, type siteSettingsSchema } from "~/schemas/content/site-settings";
import { FormCheckboxListField } from "../../forms/bound-fields";

type Values = z.input<typeof siteSettingsSchema>;
type ReportingField = (typeof VULNERABILITY_REPORTING_FIELDS)[number];

const LABELS: Record<ReportingField, string> = {
  securityEmail: "Security e-mail",
  securityAcknowledgeDays: "Acknowledgement time",
  securityTxtExpiresOn: "security.txt expiry",
  securityLanguages: "Preferred languages of reports",
};

export function SiteSettingsSecurity({
  editable,
  settings,
  control,
  register,
  errors,
}: {
  /** Whether the signed-in member may change them: an admin. */
  editable: boolean;
  /** The saved settings, shown to a member who may not change them. */
  settings: SiteSettingsInput;
  control: Control<Values, unknown, z.output<typeof siteSettingsSchema>>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-[var(--border)] pt-5">
      <legend className="float-left mb-1 text-sm font-semibold">Vulnerability reporting</legend>
      <p className="clear-left -mt-3 text-xs text-[var(--muted-foreground)]">
        The Report a Vulnerability page (/security/report) and /.well-known/security.txt, which is served only while its expiry lies ahead.
        {!editable && " Only an admin may change them, since they say where reports of vulnerabilities go."}
      </p>
      {editable ? <ReportingFields control={control} register={register} errors={errors} /> : <ReportingSummary settings={settings} />}
    </fieldset>
  );
}

function ReportingFields({
  control,
  register,
  errors,
}: {
  control: Control<Values, unknown, z.output<typeof siteSettingsSchema>>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label={LABELS.securityEmail}
          hint="Where reports go; security.txt's Contact"
          error={errors.securityEmail?.message}
          className="content-start"
        >
          {(field) => <Input {...field} type="email" {...register("securityEmail")} />}
        </FormField>
        <FormField
          label={LABELS.securityAcknowledgeDays}
          hint="Business days, as the page states"
          error={errors.securityAcknowledgeDays?.message}
          className="content-start"
        >
          {(field) => <Input {...field} type="number" min={1} max={30} {...register("securityAcknowledgeDays")} />}
        </FormField>
        <FormField
          label={LABELS.securityTxtExpiresOn}
          hint="Within the next year (RFC 9116)"
          error={errors.securityTxtExpiresOn?.message}
          className="content-start"
        >
          {(field) => <Input {...field} type="date" {...register("securityTxtExpiresOn")} />}
        </FormField>
      </div>
      <FormCheckboxListField
        control={control}
        name="securityLanguages"
        legend={LABELS.securityLanguages}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY[locale].name }))}
      />
    </>
  );
}

/** The saved values, as text. */
function ReportingSummary({ settings }: { settings: SiteSettingsInput }) {
  const none = <span className="text-[var(--muted-foreground)]">None</span>;
  const values: Record<ReportingField, ReactNode> = {
    securityEmail: settings.securityEmail || none,
    securityAcknowledgeDays: settings.securityAcknowledgeDays === undefined ? none : `${settings.securityAcknowledgeDays} business days`,
    securityTxtExpiresOn: settings.securityTxtExpiresOn || none,
    securityLanguages: settings.securityLanguages?.map((locale) => LOCALE_DISPLAY[locale].name).join(", ") || none,
  };
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-3">
      {VULNERABILITY_REPORTING_FIELDS.map((field) => (
        <div key={field} className="grid content-start gap-1">
          <dt className="font-medium">{LABELS[field]}</dt>
          <dd className="break-words">{values[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
