import type { Translate } from "~/lib/i18n/translator";

/** docs/behaviour/public-site.md §9: the industry filter's values. */
export const INDUSTRIES = ["education", "residential", "corporate", "government"] as const;

const isIndustry = (value: string): value is (typeof INDUSTRIES)[number] => (INDUSTRIES as readonly string[]).includes(value);

/** An industry's name in the page's language; one staff typed outside the list is shown as typed. */
export function industryLabel(t: Translate, industry: string): string {
  return isIndustry(industry) ? t(`industries.${industry}`) : industry;
}
