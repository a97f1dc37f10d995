/**
 * `PUT /api/spam-settings` (admins): the e-mail domains whose inquiries go to the spam folder
 * (docs/decisions/029-spam-folder.md). A domain is kept in the form the checks compare with:
 * lower case, without a leading "@" or "*." and a trailing dot; duplicates are dropped and the
 * list is sorted, so the screen shows what is stored.
 */
import { z } from "zod";

const BLOCKED_DOMAINS_MAX = 2000;
const DOMAIN_MAX_LENGTH = 253;
/** Labels of letters, digits and inner hyphens, at least two of them: "example.com", "mail.example.co.uk". */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** "@Mail.Example.COM.", "*.example.com" and " example.com " all mean "example.com". */
export const normaliseDomain = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^(?:@|\*\.)/, "")
    .replace(/\.$/, "");

const blockedDomain = z
  .string("Each domain must be text")
  .max(DOMAIN_MAX_LENGTH, `Each domain must be at most ${DOMAIN_MAX_LENGTH} characters`)
  .transform(normaliseDomain)
  .refine((domain) => DOMAIN_PATTERN.test(domain), "Enter a domain such as example.com");

export const spamSettingsSchema = z.object({
  blockedEmailDomains: z
    .array(blockedDomain, "Blocked domains must be a list")
    .max(BLOCKED_DOMAINS_MAX, `At most ${BLOCKED_DOMAINS_MAX} blocked domains`)
    .transform((domains) => [...new Set(domains)].sort()),
});

export type SpamSettingsInput = z.infer<typeof spamSettingsSchema>;
