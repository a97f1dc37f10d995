/**
 * The create/edit distributor dialog of the admin's Distributors screen: company, where it is
 * (country from the ISO list, region, city, address), partner tier, contacts, notes and whether
 * the "Where to buy" page lists it, judged by the schema of `POST /api/distributors`.
 */
import { useT } from "~/lib/i18n/translation";
import type { z } from "zod";
import { FormField, Input, Select, Textarea } from "~/components/ui/form-field";
import { COUNTRY_CODES, countryOptions } from "~/lib/countries";
import { DISTRIBUTOR_REGIONS, PARTNER_TIERS, type DistributorRegion } from "~/lib/domain-values";
import { createDistributorSchema, type DistributorRow } from "~/schemas/content/distributor";
import { FormSwitchField } from "../forms/bound-fields";
import { FormDialog } from "../forms/form-dialog";
import { useEntityForm } from "../forms/use-entity-form";
import { DISTRIBUTORS_PATH } from "../shell/api-paths";
import { DISTRIBUTOR_FIELD_LABELS } from "../forms/field-labels";

type FormValues = z.input<typeof createDistributorSchema>;

const FIELDS = Object.keys(createDistributorSchema.shape);

/** Every country, by its English name (the admin area is in English). */
const COUNTRIES = countryOptions(COUNTRY_CODES, "en");

const valuesOf = (distributor: DistributorRow | null): Required<FormValues> => ({
  companyName: distributor?.companyName ?? "",
  country: distributor?.country ?? "",
  // A new distributor has no region until one is chosen; the schema refuses the empty choice.
  region: distributor?.region ?? ("" as DistributorRegion),
  tier: distributor?.tier ?? "authorised",
  contactName: distributor?.contactName ?? "",
  email: distributor?.email ?? "",
  phone: distributor?.phone ?? "",
  website: distributor?.website ?? "",
  address: distributor?.address ?? "",
  city: distributor?.city ?? "",
  notes: distributor?.notes ?? "",
  isPublished: distributor?.isPublished ?? true,
});

const CONTACT_FIELDS = [
  { name: "contactName", label: DISTRIBUTOR_FIELD_LABELS.contactName, required: false, type: "text", hint: undefined },
  { name: "email", label: DISTRIBUTOR_FIELD_LABELS.email, required: true, type: "email", hint: undefined },
  {
    name: "phone",
    label: DISTRIBUTOR_FIELD_LABELS.phone,
    required: false,
    type: "tel",
    hint: "With the country code, e.g. +49 40 5550 1820",
  },
  { name: "website", label: DISTRIBUTOR_FIELD_LABELS.website, required: false, type: "url", hint: "An http:// or https:// address" },
] as const;

export function DistributorFormDialog({
  open,
  distributor,
  onClose,
}: {
  open: boolean;
  distributor: DistributorRow | null;
  onClose(): void;
}) {
  const t = useT();
  const { form, dialogProps } = useEntityForm({
    schema: createDistributorSchema,
    item: distributor,
    open,
    valuesOf,
    fieldNames: FIELDS,
    path: DISTRIBUTORS_PATH,
    entity: "Distributor",
    history: "distributor",
    onClose,
  });
  const { errors } = form.formState;

  return (
    <FormDialog {...dialogProps} wide description="A partner listed on the Where to Buy page, by country and region.">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField label={DISTRIBUTOR_FIELD_LABELS.companyName} required error={errors.companyName?.message}>
          {(field) => <Input {...field} {...form.register("companyName")} />}
        </FormField>
        <FormField label={DISTRIBUTOR_FIELD_LABELS.tier} hint="Higher tiers are listed first." error={errors.tier?.message}>
          {(field) => (
            <Select {...field} {...form.register("tier")}>
              {PARTNER_TIERS.map((tier) => (
                <option key={tier} value={tier}>
                  {t(`distributor.tier.${tier}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={DISTRIBUTOR_FIELD_LABELS.country} required error={errors.country?.message}>
          {(field) => (
            <Select {...field} {...form.register("country")}>
              <option value="">Choose a country</option>
              {COUNTRIES.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={DISTRIBUTOR_FIELD_LABELS.region} required hint="The heading it is listed under." error={errors.region?.message}>
          {(field) => (
            <Select {...field} {...form.register("region")}>
              <option value="">Choose a region</option>
              {DISTRIBUTOR_REGIONS.map((region) => (
                <option key={region} value={region}>
                  {t(`distributor.region.${region}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={DISTRIBUTOR_FIELD_LABELS.city} required error={errors.city?.message}>
          {(field) => <Input {...field} {...form.register("city")} />}
        </FormField>
        <FormField
          label={DISTRIBUTOR_FIELD_LABELS.address}
          hint="Street and number; the city and country are shown after it."
          error={errors.address?.message}
        >
          {(field) => <Input {...field} autoComplete="off" {...form.register("address")} />}
        </FormField>
        {CONTACT_FIELDS.map(({ name, label, required, type, hint }) => (
          <FormField key={name} label={label} required={required} hint={hint} error={errors[name]?.message}>
            {(field) => <Input {...field} type={type} autoComplete="off" {...form.register(name)} />}
          </FormField>
        ))}
      </div>
      <FormField
        label={DISTRIBUTOR_FIELD_LABELS.notes}
        hint="Shown on the card: what they stock, the area they cover."
        error={errors.notes?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...form.register("notes")} />}
      </FormField>
      <FormSwitchField
        control={form.control}
        name="isPublished"
        label={DISTRIBUTOR_FIELD_LABELS.isPublished}
        description="Only published distributors are listed on the Where to Buy page."
      />
    </FormDialog>
  );
}
