import { useT } from "~/lib/i18n/translation";
import { cn } from "~/lib/cn";
import { removeFromQuote, type QuoteItem } from "~/lib/visitor-lists/quote-list";
import { QuoteItemFields } from "./quote-item-fields";
import { RemoveItemButton } from "../parts/remove-item-button";
import { ProductLinks, type ProductLink } from "../catalogue/product-links";

/** The products no longer quoted (discontinued or out of support) by id, each with the products replacing it. */
export type RetiredInQuote = Record<string, ProductLink[]>;

/** Under a line of a product no longer quoted: so it says, and what to ask for instead. */
function RetiredNote({ replacements }: { replacements: ProductLink[] }) {
  const t = useT();
  return (
    <p className="basis-full text-xs text-amber-900 dark:text-amber-200">
      {replacements.length > 0 ? (
        <>
          {t("quote.retired")} <ProductLinks products={replacements} />
        </>
      ) : (
        t("quote.retiredNoReplacement")
      )}
    </p>
  );
}

/**
 * The products in the visitor's quote list, each with a button that takes it out; `editable`
 * (the contact page) adds each line's quantity and note, elsewhere a quantity above 1 is shown.
 * A line of a product no longer quoted (`retired`) says so and links its replacement.
 */
export function QuoteItems({
  items,
  className,
  itemClassName,
  editable = false,
  retired,
}: {
  items: QuoteItem[];
  className: string;
  itemClassName: string;
  editable?: boolean;
  retired: RetiredInQuote;
}) {
  const t = useT();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cn("flex items-center gap-1 text-sm", (editable || retired[item.id]) && "flex-wrap", itemClassName)}>
          {/* A long name wraps beside its remove button. */}
          <span className={cn("min-w-0", editable && "flex-1 font-medium")}>
            {!editable && item.quantity > 1 && <span className="font-medium">{item.quantity} × </span>}
            {item.name} <span className="font-normal text-[var(--muted-foreground)]">({item.productCode})</span>
          </span>
          <RemoveItemButton label={t("quote.remove", { name: item.name })} onRemove={() => removeFromQuote(item.id)} />
          {retired[item.id] && <RetiredNote replacements={retired[item.id]!} />}
          {editable && <QuoteItemFields item={item} />}
        </li>
      ))}
    </ul>
  );
}
