import { useT } from "~/lib/i18n/translation";
import { FileText } from "lucide-react";
import { Link } from "../shell/localized-link";
import { buttonVariants } from "~/components/ui/button";
import { GET_QUOTE_PATH, useQuoteList } from "~/lib/visitor-lists/quote-list";
import { QuoteItems, type RetiredInQuote } from "../inquiries/quote-items";

/** The catalogue's quote list: "{n} items in quote", each removable (one no longer quoted says so), and Request Quote. */
export function QuoteListBar({ retired }: { retired: RetiredInQuote }) {
  const items = useQuoteList();
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-label={t("quote.list")} className="rounded-xl border border-[var(--accent)]/40 bg-[var(--muted)] p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium">
          <FileText className="size-5 text-[var(--accent)]" aria-hidden />
          {t("quote.items", { count: items.length })}
        </p>
        <Link to={GET_QUOTE_PATH} className={buttonVariants()}>
          {t("inquiry.type.quote")}
        </Link>
      </div>
      <QuoteItems
        items={items}
        className="mt-3 flex flex-wrap gap-2"
        itemClassName="rounded-2xl border border-[var(--border)] bg-[var(--card)] py-1 ps-3 pe-1"
        retired={retired}
      />
    </section>
  );
}
