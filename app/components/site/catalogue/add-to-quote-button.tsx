import { CheckIcon, PlusIcon } from "~/components/site/parts/card-icons";
import { Button } from "~/components/ui/button";
import { useLocalizedPath, useT } from "~/lib/i18n/translation";
import { addToQuote, GET_QUOTE_PATH, useQuoteList, type QuoteProduct } from "~/lib/visitor-lists/quote-list";

/**
 * "Add to Quote": on a product card it adds the product to the visitor's quote list and says so;
 * on the product page (`thenRequest`) it adds it and opens the quote request.
 */
export function AddToQuoteButton({ product, thenRequest = false }: { product: QuoteProduct; thenRequest?: boolean }) {
  const inQuote = useQuoteList().some((item) => item.id === product.id);
  const t = useT();
  const localize = useLocalizedPath();
  if (thenRequest) {
    return (
      <Button
        size="lg"
        onClick={() => {
          addToQuote(product);
          window.location.assign(localize(GET_QUOTE_PATH));
        }}
      >
        {t("quote.add")}
      </Button>
    );
  }
  return (
    <Button variant={inQuote ? "secondary" : "primary"} className="w-full" disabled={inQuote} onClick={() => addToQuote(product)}>
      {inQuote ? <CheckIcon /> : <PlusIcon />}
      {inQuote ? t("quote.added") : t("quote.add")}
    </Button>
  );
}
