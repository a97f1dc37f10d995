import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { removeFromQuote, type QuoteItem } from "~/lib/quote-list";
import { QuoteItemFields } from "./quote-item-fields";

/**
 * The products in the visitor's quote list, each with a button that takes it out; `editable`
 * (the contact page) adds each line's quantity and note, elsewhere a quantity above 1 is shown.
 */
export function QuoteItems({
  items,
  className,
  itemClassName,
  editable = false,
}: {
  items: QuoteItem[];
  className: string;
  itemClassName: string;
  editable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cn("flex flex-wrap items-center gap-1 text-sm", itemClassName)}>
          <span className={cn(editable && "min-w-0 flex-1 font-medium")}>
            {!editable && item.quantity > 1 && <span className="font-medium">{item.quantity} × </span>}
            {item.name} <span className="font-normal text-[var(--muted-foreground)]">({item.productCode})</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            aria-label={t("quote.remove", { name: item.name })}
            onClick={() => removeFromQuote(item.id)}
          >
            <X aria-hidden />
          </Button>
          {editable && <QuoteItemFields item={item} />}
        </li>
      ))}
    </ul>
  );
}
