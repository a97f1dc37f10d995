import { useT } from "~/lib/i18n/translation";
import { cn } from "~/lib/cn";
import { removeFromQuote, type QuoteItem } from "~/lib/visitor-lists/quote-list";
import { QuoteItemFields } from "./quote-item-fields";
import { RemoveItemButton } from "../parts/remove-item-button";

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
  const t = useT();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cn("flex items-center gap-1 text-sm", editable && "flex-wrap", itemClassName)}>
          {/* A long name wraps beside its remove button. */}
          <span className={cn("min-w-0", editable && "flex-1 font-medium")}>
            {!editable && item.quantity > 1 && <span className="font-medium">{item.quantity} × </span>}
            {item.name} <span className="font-normal text-[var(--muted-foreground)]">({item.productCode})</span>
          </span>
          <RemoveItemButton label={t("quote.remove", { name: item.name })} onRemove={() => removeFromQuote(item.id)} />
          {editable && <QuoteItemFields item={item} />}
        </li>
      ))}
    </ul>
  );
}
