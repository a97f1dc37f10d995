/**
 * "Add to compare" on product cards and the product page (decision 033). A GET form to the
 * comparison of this product, so that without JavaScript it opens the comparison; with it, the
 * button adds the product to the visitor's list (or takes it out), and a fifth is refused with a
 * message saying why.
 */
import { Form } from "react-router";
import { CheckIcon, CompareIcon } from "~/components/site/card-icons";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { addToCompare, removeFromCompare, useCompareList, type ComparedItem } from "~/lib/compare-list";
import { MAX_COMPARED } from "~/lib/compare-products";
import type { CatalogPath } from "~/lib/i18n/catalog-sections";
import { useLocalizedPath } from "~/lib/i18n/use-locale";
import { useFixedT } from "~/lib/i18n/use-fixed-t";

/** The button's texts and its message's, for the pages that show it (the rest of `compare` is the comparison page's). */
export const COMPARE_BUTTON_TEXTS = ["compare.add", "compare.added", "compare.full", "compare.fullText"] satisfies CatalogPath[];

export function CompareButton({ product, className }: { product: ComparedItem; className?: string }) {
  const compared = useCompareList().some((item) => item.slug === product.slug);
  const localize = useLocalizedPath();
  const toast = useToast();
  const t = useFixedT();
  return (
    <Form
      method="get"
      action={localize("/compare")}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (compared) removeFromCompare(product.slug);
        else if (!addToCompare({ slug: product.slug, name: product.name })) {
          toast({ title: t("compare.full"), description: t("compare.fullText", { max: MAX_COMPARED }), variant: "destructive" });
        }
      }}
    >
      <input type="hidden" name="products" value={product.slug} />
      <Button type="submit" variant="ghost" size="sm" className="w-full" aria-pressed={compared}>
        {compared ? <CheckIcon /> : <CompareIcon />}
        {compared ? t("compare.added") : t("compare.add")}
      </Button>
    </Form>
  );
}
