import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { useElementId } from "~/components/islands/island-root";
import type { Slots } from "~/components/islands/define-island";

export type DetailsTab = { id: string; label: string };

/** The query parameter that names the tab shown, so that a tab can be linked to and opens without script. */
export const TAB_PARAM = "tab";

const tabClass =
  "border-b-2 px-4 py-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-[var(--ring)] aria-selected:border-[var(--accent)] aria-selected:text-[var(--foreground)] border-transparent text-[var(--muted-foreground)]";

/**
 * A card of tabs over the page's own panels (slots named by the tabs' ids), following the WAI-ARIA
 * tabs pattern: the arrow keys, Home and End move between tabs. Each tab is a link to the page
 * with that tab open (`?tab=…`), which is what it does before the island hydrates or without
 * script; hydrated, it switches at once and keeps the address in step.
 */
export function DetailsTabs({
  id,
  label,
  tabs,
  selected,
  slots,
}: {
  id: string;
  label: string;
  tabs: DetailsTab[];
  selected: string;
  slots: Slots<string>;
}) {
  const [current, setCurrent] = useState(selected);
  const idPrefix = useElementId("tab");
  const tabId = (tab: string) => `${idPrefix}-${tab}`;
  const panelId = (tab: string) => `${idPrefix}-${tab}-panel`;
  const href = (tab: string) => `?${TAB_PARAM}=${tab}#${id}`;

  const choose = (tab: string) => {
    setCurrent(tab);
    window.history.replaceState(window.history.state, "", href(tab));
  };
  const onClick = (event: MouseEvent, tab: string) => {
    event.preventDefault();
    choose(tab);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const forward = document.documentElement.dir === "rtl" ? -1 : 1;
    const target = {
      ArrowRight: index + forward,
      ArrowLeft: index - forward,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    choose(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div id={id} className="mt-14 scroll-mt-20 rounded-xl border border-[var(--border)] bg-[var(--card)]">
      <div role="tablist" aria-label={label} className="flex border-b border-[var(--border)] px-2">
        {tabs.map((tab) => (
          <a
            key={tab.id}
            id={tabId(tab.id)}
            href={href(tab.id)}
            role="tab"
            aria-selected={tab.id === current}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={(event) => onClick(event, tab.id)}
            onKeyDown={onKeyDown}
            className={tabClass}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== current}
          tabIndex={0}
          className="p-4 focus-visible:outline-2 focus-visible:outline-[var(--ring)] sm:p-6"
        >
          {slots[tab.id]}
        </div>
      ))}
    </div>
  );
}
