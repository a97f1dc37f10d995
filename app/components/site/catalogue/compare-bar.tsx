/** The visitor's comparison list on the catalogue and product pages: its products, each removable, and Compare. */
import { useT } from "~/lib/i18n/translation";
import { GitCompareArrows } from "lucide-react";
import { Link } from "../shell/localized-link";
import { RemoveItemButton } from "~/components/site/parts/remove-item-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { clearCompare, removeFromCompare, useCompareList } from "~/lib/visitor-lists/compare-list";
import { comparePath, MAX_COMPARED } from "~/lib/catalogue/compare-products";

export function CompareBar({ className }: { className?: string }) {
  const items = useCompareList();
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-label={t("compare.list")} className={cn("rounded-xl border border-[var(--border)] bg-[var(--muted)] p-4", className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium">
          <GitCompareArrows className="size-5 text-[var(--accent)]" aria-hidden />
          {t("compare.count", { count: items.length, max: MAX_COMPARED })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="ghost" onClick={clearCompare}>
            {t("compare.clear")}
          </Button>
          <Link to={comparePath(items.map((item) => item.slug))} className={buttonVariants()}>
            {t("compare.open")}
          </Link>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item.slug}
            className="flex items-center gap-1 rounded-full border border-[var(--border)] bg-[var(--card)] py-1 ps-3 pe-1 text-sm"
          >
            {item.name}
            <RemoveItemButton label={t("compare.remove", { name: item.name })} onRemove={() => removeFromCompare(item.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
