/** A typed specification value as a page shows it: a number in the page's language with its unit, yes or no, or the text. */
import { useLocale, useT } from "~/lib/i18n/translation";

export type ShownValue = { value: number | string | boolean | null; type: string; unit: string | null };

export function useSpecificationValueText(): (shown: ShownValue) => string {
  const t = useT();
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return ({ value, unit }) => {
    if (value === null) return t("compare.notSpecified");
    if (typeof value === "boolean") return t(value ? "catalogue.yes" : "catalogue.no");
    const text = typeof value === "number" ? format.format(value) : value;
    return unit ? `${text} ${unit}` : text;
  };
}
