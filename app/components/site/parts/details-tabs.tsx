import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type DetailsTab = { id: string; label: string };

/** The query parameter that names the tab shown, so that a tab can be linked to. */
export const TAB_PARAM = "tab";

/**
 * A card of tabs over the page's details (a product's specifications and downloads): each tab is
 * a link to the page with that tab open (`?tab=…`), which the server renders, landing at the
 * card. No island: a page load answers at once from the page cache, and costs a phone less than
 * the script that would switch the panel in place.
 */
export function DetailsTabs({
  id,
  label,
  tabs,
  selected,
  children,
}: {
  id: string;
  label: string;
  tabs: DetailsTab[];
  selected: string;
  children: ReactNode;
}) {
  return (
    <div id={id} className="mt-14 scroll-mt-20 rounded-xl border border-[var(--border)] bg-[var(--card)]">
      <nav aria-label={label} className="flex border-b border-[var(--border)] px-2">
        {tabs.map((tab) => (
          <a
            key={tab.id}
            href={`?${TAB_PARAM}=${tab.id}#${id}`}
            aria-current={tab.id === selected ? "true" : undefined}
            className={cn(
              "border-b-2 px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-[var(--ring)]",
              tab.id === selected
                ? "border-[var(--accent)] text-[var(--foreground)]"
                : "border-transparent text-[var(--muted-foreground)] hover:text-[var(--foreground)]",
            )}
          >
            {tab.label}
          </a>
        ))}
      </nav>
      <div className="p-4 sm:p-6">{children}</div>
    </div>
  );
}
