import { z } from "zod";
import { SOCIAL_NETWORKS } from "~/lib/domain-values";
import { requiredText, textList } from "../fields";

const CHAT_PHONE_PATTERN = /^\+?[0-9]{6,20}$/;

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
  socialLinks: z
    .array(
      z.object({
        network: z.enum(SOCIAL_NETWORKS, `Choose one of ${SOCIAL_NETWORKS.join(", ")}`),
        url: requiredText("Link", 500).refine(
          (value) => value === "#" || /^https?:\/\/[^\s]+$/.test(value),
          "Link must start with http:// or https:// (or be # for none yet)",
        ),
      }),
      "Social links must be a list",
    )
    .max(5, "At most 5 social links"),
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
