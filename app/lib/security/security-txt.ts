/**
 * `/.well-known/security.txt` (RFC 9116, decision 059) from the site settings: Contact (the
 * security e-mail, else the reporting page), Expires, Preferred-Languages, Policy (the reporting
 * page), Canonical, and CSAF (the provider metadata, CSAF 2.0 section 7.1.8; decision 079).
 * Without an expiry ahead there is no valid file to serve: null.
 */
import type { Locale } from "~/lib/i18n/locales";
import { pageUrl } from "~/lib/seo/page-urls";
import { PROVIDER_METADATA_PATH } from "./csaf/csaf-addresses";
import { SECURITY_REPORT_PATH } from "./security-addresses";

export const SECURITY_TXT_PATH = "/.well-known/security.txt";

export type SecurityTxtSettings = {
  securityEmail: string | null;
  securityTxtExpiresOn: string | null;
  securityLanguages: Locale[];
};

export function securityTxt(origin: string, settings: SecurityTxtSettings, now: Date = new Date()): string | null {
  const expires = settings.securityTxtExpiresOn && new Date(`${settings.securityTxtExpiresOn}T23:59:59Z`);
  if (!expires || expires <= now) return null;
  const policy = pageUrl(origin, "en", SECURITY_REPORT_PATH);
  return [
    `Contact: ${settings.securityEmail ? `mailto:${settings.securityEmail}` : policy}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${settings.securityLanguages.join(", ")}`,
    `Policy: ${policy}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    `CSAF: ${origin}${PROVIDER_METADATA_PATH}`,
    "",
  ].join("\n");
}
