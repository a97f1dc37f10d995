import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { filledSearch } from "~/lib/catalogue/filled-search";

export type FilterTab = { value: string | null; label: string };

/**
 * A row of filter tabs that are links setting one query parameter (`null` removes it) and
 * dropping the others but those in `keep`, paging included: the chosen tab is in the URL, a shared
 * link opens it, and the server lists its items, also without JavaScript. Used by the news list
 * (?category=) and the support downloads (?type=, keeping the download center's other filters).
 */
export function FilterTabs({
  label,
  param,
  tabs,
  active,
  keep = {},
}: {
  label: string;
  param: string;
  tabs: FilterTab[];
  active: string | null;
  keep?: Record<string, string>;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.value === active;
          const search = filledSearch(keep);
          if (tab.value) search.set(param, tab.value);
          return (
            <li key={tab.label}>
              <a
                href={search.size > 0 ? `${pathname}?${search}` : pathname}
                aria-current={current ? "true" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
                  current
                    ? "border-[var(--primary)] bg-[var(--primary)] text-[var(--primary-foreground)]"
                    : "border-[var(--border)] bg-[var(--card)] hover:bg-[var(--muted)]",
                )}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
