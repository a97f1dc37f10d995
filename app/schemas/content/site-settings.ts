import { z } from "zod";
import { SOCIAL_NETWORKS } from "~/lib/domain-values";
import { LOCALES } from "~/lib/i18n/locales";
import { integerField, optionalText, requiredText, stored, textList } from "../fields";

const CHAT_PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

/** A link to one of the company's pages on a social network; "#" while there is none yet. */
const socialLinkInput = z.object({
  network: z.enum(SOCIAL_NETWORKS, `Choose one of ${SOCIAL_NETWORKS.join(", ")}`),
  url: requiredText("Link", 500).refine(
    (value) => value === "#" || /^https?:\/\/[^\s]+$/.test(value),
    "Link must start with http:// or https:// (or be # for none yet)",
  ),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * How vulnerabilities are reported (decision 059): the reporting page and security.txt (RFC 9116),
 * whose Expires must lie ahead and, as the RFC advises, within a year. Optional, so that a client
 * that sends only the contact details keeps them as they are. They say where reports go, so only
 * an admin may change them (decision 067).
 */
const reportingFields = {
  securityEmail: optionalText("Security e-mail", 254).pipe(z.email("Enter a valid security e-mail address").nullable()).optional(),
  securityAcknowledgeDays: integerField("Acknowledgement time", 1, 30).optional(),
  securityTxtExpiresOn: optionalText("security.txt expiry", 10)
    .pipe(
      z.iso
        .date("security.txt expiry must be a date such as 2027-06-30")
        .refine(
          // It expires at the day's end: a day 364 days ahead keeps it under a year away.
          (day) => day > isoDay(Date.now()) && day <= isoDay(Date.now() + 364 * DAY_MS),
          "security.txt expiry must be within the next year",
        )
        .nullable(),
    )
    .optional(),
  securityLanguages: z
    .array(z.enum(LOCALES, `Choose languages among ${LOCALES.join(", ")}`), "Preferred languages must be a list")
    .min(1, "Choose at least one preferred language")
    .max(LOCALES.length)
    .optional(),
};

/** The names of the vulnerability-reporting settings, which only an admin may change. */
export const VULNERABILITY_REPORTING_FIELDS = Object.keys(reportingFields) as (keyof typeof reportingFields)[];

/** The company name and contact details staff edit, shown across the public site. */
export const contactSettingsSchema = z.object({
  companyName: requiredText("Company name", 120),
  companyDescription: requiredText("Company description", 600),
  salesEmail: z.email("Enter a valid sales e-mail address").max(254),
  supportEmail: z.email("Enter a valid support e-mail address").max(254),
  phone: requiredText("Phone", 40),
  chatPhone: z
    .string("Chat number is required")
    .trim()
    .transform((value) => value.replace(/[\s()-]/g, ""))
    .refine((value) => CHAT_PHONE_PATTERN.test(value), "Enter the chat number as digits, with an optional leading +"),
  website: requiredText("Website", 300).refine((value) => /^https?:\/\/[^\s]+$/.test(value), "Website must start with http:// or https://"),
  address: requiredText("Address", 300),
  businessHours: textList("business hours line", 7, 120),
  socialLinks: z.array(socialLinkInput, "Social links must be a list").max(5, "At most 5 social links"),
});

/** The site settings as `PUT /api/site-settings` takes them: the contact details and how vulnerabilities are reported. */
export const siteSettingsSchema = contactSettingsSchema.extend(reportingFields);

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

/** A stored social link, as the form takes it. */
export const socialLink = socialLinkInput.strict();

/** The settings as `GET /api/site-settings` (and its PUT) sends them: the row without its id and time of change. */
export const siteSettingsRow = z.strictObject({
  companyName: z.string(),
  companyDescription: z.string(),
  salesEmail: z.string(),
  supportEmail: z.string(),
  phone: z.string(),
  chatPhone: z.string(),
  website: z.string(),
  address: z.string(),
  businessHours: stored.textList,
  socialLinks: z.array(socialLink),
  securityEmail: z.string().nullable(),
  securityAcknowledgeDays: z.int(),
  securityTxtExpiresOn: z.iso.date().nullable(),
  securityLanguages: z.array(z.enum(LOCALES)),
});

export type SocialLink = z.output<typeof socialLink>;
export type SiteSettingsRow = z.output<typeof siteSettingsRow>;
