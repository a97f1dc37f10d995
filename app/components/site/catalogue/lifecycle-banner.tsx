/**
 * The notice over the page of a product no longer offered as new
 * (docs/decisions/058-product-lifecycle-and-relations.md): not recommended for new designs,
 * discontinued on a day or out of support from a day, with its replacements. The page keeps its
 * address for those who still own one.
 */
import { Info } from "lucide-react";
import type { ProductLifecycle } from "~/lib/domain-values";
import { useLocale, useT } from "~/lib/i18n/translation";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { ProductLinks, type ProductLink } from "./product-links";

export type LifecycleView = { lifecycle: ProductLifecycle; discontinuedOn: string | null; supportEndsOn: string | null };

export function LifecycleBanner({ product, replacements }: { product: LifecycleView; replacements: ProductLink[] }) {
  const t = useT();
  const locale = useLocale();
  if (product.lifecycle === "active") return null;
  const day = (date: string) => formatNewsDateLong(date, locale);
  const sentences = [
    product.lifecycle === "not_recommended" && t("lifecycle.banner.notRecommended"),
    product.discontinuedOn &&
      product.lifecycle !== "not_recommended" &&
      t("lifecycle.banner.discontinued", { date: day(product.discontinuedOn) }),
    product.supportEndsOn &&
      (product.lifecycle === "out_of_support"
        ? t("lifecycle.banner.supportEnded", { date: day(product.supportEndsOn) })
        : t("lifecycle.banner.supportedUntil", { date: day(product.supportEndsOn) })),
  ].filter((sentence): sentence is string => !!sentence);
  return (
    <section
      aria-label={t(`lifecycle.status.${product.lifecycle}`)}
      className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{t(`lifecycle.status.${product.lifecycle}`)}.</strong> {sentences.join(" ")}
        {replacements.length > 0 && (
          <>
            {" "}
            {t("lifecycle.replacedBy")} <ProductLinks products={replacements} />
          </>
        )}
      </p>
    </section>
  );
}
