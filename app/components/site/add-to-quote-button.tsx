import { useTranslation } from "react-i18next";
import { Check, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { addToQuote, useQuoteList, type QuoteProduct } from "~/lib/quote-list";

export function AddToQuoteButton({ product }: { product: QuoteProduct }) {
  const inQuote = useQuoteList().some((item) => item.id === product.id);
  const { t } = useTranslation();
  return (
    <Button
      variant={inQuote ? "secondary" : "primary"}
      className="w-full"
      disabled={inQuote}
      onClick={() => addToQuote({ id: product.id, name: product.name, productCode: product.productCode })}
    >
      {inQuote ? <Check aria-hidden /> : <Plus aria-hidden />}
      {inQuote ? t("quote.added") : t("quote.add")}
    </Button>
  );
}
