/**
 * The social links of the site settings: rows of a network and its address, added and removed
 * one at a time (at most five; a new row takes a network not used yet).
 */
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormField, Input, Select } from "~/components/ui/form-field";
import { SOCIAL_NETWORKS } from "~/lib/domain-values";
import type { siteSettingsSchema } from "~/schemas/content/site-settings";

type Values = z.input<typeof siteSettingsSchema>;

const MAX_LINKS = 5;

const NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
  instagram: "Instagram",
};

export function SiteSettingsSocialLinks({
  control,
  register,
  errors,
}: {
  control: Control<Values, unknown, z.output<typeof siteSettingsSchema>>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>["socialLinks"];
}) {
  const links = useFieldArray({ control, name: "socialLinks" });
  const current = useWatch({ control, name: "socialLinks" });
  const unused = SOCIAL_NETWORKS.filter((network) => !current.some((link) => link.network === network));

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">Social links</legend>
      {links.fields.length === 0 && <p className="text-sm text-[var(--muted-foreground)]">No social links: the footer shows none.</p>}
      <ol className="grid gap-3">
        {links.fields.map((link, index) => (
          <li key={link.id} className="grid grid-cols-[7rem_minmax(0,1fr)_auto] sm:grid-cols-[9rem_minmax(0,1fr)_auto] items-start gap-2">
            <FormField label={`Network ${index + 1}`} error={errors?.[index]?.network?.message}>
              {(field) => (
                <Select {...field} {...register(`socialLinks.${index}.network`)}>
                  {SOCIAL_NETWORKS.map((network) => (
                    <option key={network} value={network}>
                      {NETWORK_NAMES[network]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={`Link ${index + 1}`} error={errors?.[index]?.url?.message}>
              {(field) => <Input {...field} inputMode="url" placeholder="https://" {...register(`socialLinks.${index}.url`)} />}
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6.5"
              aria-label={`Remove social link ${index + 1}`}
              onClick={() => links.remove(index)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {errors?.message && <p className="text-sm text-red-700 dark:text-red-400">{errors.message}</p>}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={links.fields.length >= MAX_LINKS}
          onClick={() => links.append({ network: unused[0] ?? SOCIAL_NETWORKS[0], url: "" }, { shouldFocus: true })}
        >
          <Plus aria-hidden /> Add social link
        </Button>
      </div>
    </fieldset>
  );
}
