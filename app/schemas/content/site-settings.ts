import { z } from "zod";
import { SOCIAL_NETWORKS } from "~/lib/domain-values";
import { requiredText, stored, textList } from "../fields";

const CHAT_PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

/** A link to one of the company's pages on a social network; "#" while there is none yet. */
const socialLinkInput = z.object({
  network: z.enum(SOCIAL_NETWORKS, `Choose one of ${SOCIAL_NETWORKS.join(", ")}`),
  url: requiredText("Link", 500).refine(
    (value) => value === "#" || /^https?:\/\/[^\s]+$/.test(value),
    "Link must start with http:// or https:// (or be # for none yet)",
  ),
});

/** The company name and contact details staff edit, shown across the public site. */
export const siteSettingsSchema = z.object({
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
});

export type SocialLink = z.output<typeof socialLink>;
export type SiteSettingsRow = z.output<typeof siteSettingsRow>;
