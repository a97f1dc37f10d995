/** A typed specification value as a page shows it: a number in the page's language with its unit, yes or no, or the text. */
import { useTranslation } from "react-i18next";

export type ShownValue = { value: number | string | boolean | null; type: string; unit: string | null };

export function useSpecificationValueText(): (shown: ShownValue) => string {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return ({ value, unit }) => {
    if (value === null) return t("compare.notSpecified");
    if (typeof value === "boolean") return t(value ? "catalogue.yes" : "catalogue.no");
    const text = typeof value === "number" ? format.format(value) : value;
    return unit ? `${text} ${unit}` : text;
  };
}
