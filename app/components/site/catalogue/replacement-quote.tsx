/**
 * What a discontinued or out-of-support product's page offers instead of its own Add to Quote
 * (docs/decisions/072-demo-downloads-retired-products-and-expiry.md): each product that replaces
 * it, linked, with its Add to Quote; or, with none, that it can no longer be quoted.
 */
import { useT } from "~/lib/i18n/translation";
import { Link } from "../shell/localized-link";
import AddToQuote from "./add-to-quote.island";
import type { RelatedProductView } from "./related-products";

export function ReplacementQuote({ replacements }: { replacements: RelatedProductView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="replacement-quote" className="basis-full rounded-lg border border-[var(--border)] bg-[var(--card)] p-4">
      <p id="replacement-quote" className="text-sm font-medium">
        {t(replacements.length > 0 ? "lifecycle.quoteReplacement" : "lifecycle.noQuote")}
      </p>
      {replacements.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {replacements.map((replacement) => (
            <li key={replacement.id} className="flex flex-wrap items-center justify-between gap-3">
              <Link to={`/products/${replacement.slug}`} className="font-medium text-[var(--link)] underline underline-offset-2">
                {replacement.name} <span className="font-normal text-[var(--muted-foreground)]">({replacement.productCode})</span>
              </Link>
              <AddToQuote product={{ id: replacement.id, name: replacement.name, productCode: replacement.productCode }} thenRequest />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
