import { useTranslation } from "react-i18next";
import { X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { removeFromQuote, type QuoteItem } from "~/lib/quote-list";

/** The products in the visitor's quote list, each with a button that takes it out. */
export function QuoteItems({ items, className, itemClassName }: { items: QuoteItem[]; className: string; itemClassName: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cn("flex items-center gap-1 text-sm", itemClassName)}>
          <span>
            {item.name} <span className="text-[var(--muted-foreground)]">({item.productCode})</span>
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
        </li>
      ))}
    </ul>
  );
}
