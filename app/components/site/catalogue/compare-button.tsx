/**
 * "Add to compare" on product cards and the product page (decision 033). A GET form to the
 * comparison of this product, so that without JavaScript it opens the comparison; with it, the
 * button adds the product to the visitor's list (or takes it out), and a fifth is refused with a
 * message saying why.
 */
import { CheckIcon, CompareIcon } from "~/components/site/parts/card-icons";
import { Button } from "~/components/ui/button";
import { addToCompare, removeFromCompare, useCompareList, type ComparedItem } from "~/lib/visitor-lists/compare-list";
import { MAX_COMPARED } from "~/lib/catalogue/compare-products";
import { useLocalizedPath, useT } from "~/lib/i18n/translation";
import { showToast } from "../shell/toasts";

export function CompareButton({ product, className }: { product: ComparedItem; className?: string }) {
  const compared = useCompareList().some((item) => item.slug === product.slug);
  const localize = useLocalizedPath();
  const t = useT();
  return (
    <form
      method="get"
      action={localize("/compare")}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (compared) removeFromCompare(product.slug);
        else if (!addToCompare({ slug: product.slug, name: product.name })) {
          showToast({ title: t("compare.full"), description: t("compare.fullText", { max: MAX_COMPARED }), variant: "destructive" });
        }
      }}
    >
      <input type="hidden" name="products" value={product.slug} />
      <Button type="submit" variant="ghost" size="sm" className="w-full" aria-pressed={compared}>
        {compared ? <CheckIcon /> : <CompareIcon />}
        {compared ? t("compare.added") : t("compare.add")}
      </Button>
    </form>
  );
}
