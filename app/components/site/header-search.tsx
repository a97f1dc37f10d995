import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SiteSearchBox } from "./site-search-box";

/**
 * The header's search: a disclosure (`<details>`, so it opens without JavaScript too) whose panel,
 * under the header bar, holds the search box. It closes on Escape and when the page changes; one
 * opened while the page's scripts were still loading stays open when they run.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const details = useRef<HTMLDetailsElement>(null);
  const shownAt = useRef(address);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The toggle of a search opened before hydration happened with no handler to see it.
    setOpen(details.current?.open ?? false);
  }, []);
  useEffect(() => {
    if (shownAt.current === address) return;
    shownAt.current = address;
    if (details.current) details.current.open = false;
  }, [address]);
  return (
    // Below the small breakpoint the header has no room for it: the mobile menu holds the search box.
    <details
      ref={details}
      className="hidden sm:block"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (event.currentTarget.open) event.currentTarget.querySelector("input")?.focus();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector("summary")?.focus();
      }}
    >
      <summary
        aria-label={open ? t("search.close") : t("search.open")}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "list-none [&::-webkit-details-marker]:hidden" })}
      >
        <Search aria-hidden />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-[var(--border)] bg-[var(--background)] shadow-lg">
        <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
          <SiteSearchBox />
        </div>
      </div>
    </details>
  );
}
