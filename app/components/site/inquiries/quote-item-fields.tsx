/**
 * The quantity and note of one line of the quote list, as the contact page edits them. The
 * quantity is kept while it is a whole number from 1 to 100000; anything else is marked invalid
 * while typed and put back to the kept value when the field is left.
 */
import { useState } from "react";
import { useT } from "~/lib/i18n/translation";
import { Input } from "~/components/ui/form-field";
import { QUOTE_NOTE_MAX_LENGTH, QUOTE_QUANTITY_MAX } from "~/lib/domain-values";
import { quoteQuantity, updateQuoteItem, type QuoteItem } from "~/lib/visitor-lists/quote-list";

export function QuoteItemFields({ item }: { item: QuoteItem }) {
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="flex w-full flex-wrap items-end gap-3 sm:flex-nowrap">
      <label className="grid w-28 shrink-0 gap-1 text-xs font-medium text-[var(--muted-foreground)]">
        {t("quote.quantity")}
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={QUOTE_QUANTITY_MAX}
          step={1}
          required
          aria-label={t("quote.quantityOf", { name: item.name })}
          aria-invalid={typed !== null && quoteQuantity(typed) === null}
          value={typed ?? String(item.quantity)}
          onChange={(event) => {
            const quantity = quoteQuantity(event.target.value);
            setTyped(quantity === null ? event.target.value : null);
            if (quantity !== null) updateQuoteItem(item.id, { quantity });
          }}
          onBlur={() => setTyped(null)}
        />
      </label>
      <label className="grid min-w-0 flex-1 basis-48 gap-1 text-xs font-medium text-[var(--muted-foreground)]">
        {t("quote.note")}
        <Input
          maxLength={QUOTE_NOTE_MAX_LENGTH}
          aria-label={t("quote.noteOf", { name: item.name })}
          placeholder={t("quote.notePlaceholder")}
          value={item.note}
          onChange={(event) => updateQuoteItem(item.id, { note: event.target.value })}
        />
      </label>
    </div>
  );
}
