/**
 * The site settings of vulnerability reporting (decision 059): the security e-mail and the
 * acknowledgement time the Report a Vulnerability page states, and security.txt's expiry and
 * preferred languages.
 */
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { LOCALE_DISPLAY, LOCALES } from "~/lib/i18n/locales";
import type { siteSettingsSchema } from "~/schemas/content/site-settings";
import { FormCheckboxListField } from "../forms/bound-fields";

type Values = z.input<typeof siteSettingsSchema>;

export function SiteSettingsSecurity({
  control,
  register,
  errors,
}: {
  control: Control<Values, unknown, z.output<typeof siteSettingsSchema>>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-[var(--border)] pt-5">
      <legend className="float-left mb-1 text-sm font-semibold">Vulnerability reporting</legend>
      <p className="clear-left -mt-3 text-xs text-[var(--muted-foreground)]">
        The Report a Vulnerability page (/security/report) and /.well-known/security.txt, which is served only while its expiry lies ahead.
      </p>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label="Security e-mail"
          hint="Where reports go; security.txt's Contact"
          error={errors.securityEmail?.message}
          className="content-start"
        >
          {(field) => <Input {...field} type="email" {...register("securityEmail")} />}
        </FormField>
        <FormField
          label="Acknowledgement time"
          hint="Business days, as the page states"
          error={errors.securityAcknowledgeDays?.message}
          className="content-start"
        >
          {(field) => <Input {...field} type="number" min={1} max={30} {...register("securityAcknowledgeDays")} />}
        </FormField>
        <FormField
          label="security.txt expiry"
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
        legend="Preferred languages of reports"
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY[locale].name }))}
      />
    </fieldset>
  );
}
