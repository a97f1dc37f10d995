/**
 * The site settings of vulnerability reporting (decision 059): the security e-mail and the
 * acknowledgement time the Report a Vulnerability page states, and security.txt's expiry and
 * preferred languages.
 */
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { FormField, Input } from "~/components/ui/form-field";
import { LOCALE_DISPLAY, LOCALES } from "~/lib/i18n/locales";
import type { siteSettingsSchema } from "~/schemas/content/site-settings";

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
      <Controller
        control={control}
        name="securityLanguages"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? [];
          return (
            <fieldset className="grid gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">Preferred languages of reports</legend>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {LOCALES.map((locale) => (
                  <li key={locale}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--primary)]"
                        checked={chosen.includes(locale)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? LOCALES.filter((other) => other === locale || chosen.includes(other))
                              : chosen.filter((other) => other !== locale),
                          )
                        }
                      />
                      {LOCALE_DISPLAY[locale].name}
                    </label>
                  </li>
                ))}
              </ul>
              {fieldState.error && <p className="text-xs text-red-700 dark:text-red-400">{fieldState.error.message}</p>}
            </fieldset>
          );
        }}
      />
    </fieldset>
  );
}
