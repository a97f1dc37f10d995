import { Search } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useT } from "~/lib/i18n/translation";
import SiteSearch from "../search/site-search.island";

/**
 * The header's search: a disclosure (`<details data-menu>`) whose panel, under the header bar,
 * holds the search box. The document script puts the focus in the box when it opens and closes it
 * on Escape or a click elsewhere.
 */
export function HeaderSearch() {
  const t = useT();
  return (
    // Below the small breakpoint the header has no room for it: the mobile menu holds the search box.
    <details data-menu className="group hidden sm:block">
      <summary className={buttonVariants({ variant: "ghost", size: "icon", className: "list-none [&::-webkit-details-marker]:hidden" })}>
        <Search aria-hidden />
        <span className="sr-only group-open:hidden">{t("search.open")}</span>
        <span className="sr-only hidden group-open:inline">{t("search.close")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-[var(--border)] bg-[var(--background)] shadow-lg">
        <div className="mx-auto max-w-3xl px-4 py-4 sm:px-6">
          <SiteSearch defaultValue="" focusWhenShown />
        </div>
      </div>
    </details>
  );
}
