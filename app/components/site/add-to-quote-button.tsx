import { CheckIcon, PlusIcon } from "~/components/site/card-icons";
import { Button } from "~/components/ui/button";
import { addToQuote, useQuoteList, type QuoteProduct } from "~/lib/quote-list";
import { useFixedT } from "~/lib/i18n/use-fixed-t";

export function AddToQuoteButton({ product }: { product: QuoteProduct }) {
  const inQuote = useQuoteList().some((item) => item.id === product.id);
  const t = useFixedT();
  return (
    <Button
      variant={inQuote ? "secondary" : "primary"}
      className="w-full"
      disabled={inQuote}
      onClick={() => addToQuote({ id: product.id, name: product.name, productCode: product.productCode })}
    >
      {inQuote ? <CheckIcon /> : <PlusIcon />}
      {inQuote ? t("quote.added") : t("quote.add")}
    </Button>
  );
}
