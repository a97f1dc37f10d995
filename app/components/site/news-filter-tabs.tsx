import { Link } from "react-router";
import { cn } from "~/lib/cn";

export type FilterTab = { value: string | null; label: string };

/**
 * A row of filter tabs that are links setting one query parameter (`null` removes it) and
 * dropping the others, paging included: the chosen tab is in the URL, a shared link opens it,
 * and the server lists its items, also without JavaScript. Used by the news list (?category=)
 * and the support downloads (?type=).
 */
export function FilterTabs({ label, param, tabs, active }: { label: string; param: string; tabs: FilterTab[]; active: string | null }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.value === active;
          return (
            <li key={tab.label}>
              <Link
                to={{ search: tab.value ? `?${new URLSearchParams({ [param]: tab.value })}` : "" }}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
                  current
                    ? "border-[var(--primary)] bg-[var(--primary)] text-[var(--primary-foreground)]"
                    : "border-[var(--border)] bg-[var(--card)] hover:bg-[var(--muted)]",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
