import { Menu, X } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/translation";
import { LanguageLink } from "./language-link";
import { useLanguageLinks } from "./language-links";
import { Link } from "./localized-link";
import { GET_QUOTE_PATH } from "~/lib/visitor-lists/quote-list";
import { isNavigationItemActive, NAVIGATION } from "./navigation";
import SiteSearch from "../search/site-search.island";

const MENU_ID = "site-menu";
const MENU_TITLE_ID = "site-menu-title";

/**
 * The navigation below the large breakpoint: a modal sheet (`<dialog>`) with the search box, the
 * links, the language grid and Get Quote. Its buttons open and close it without script
 * (`command`/`commandfor`; the document script stands in where a browser lacks them), Escape and
 * a click beside it close it, and choosing a link or a language loads that page.
 */
export function MobileMenu({ companyName, pathname }: { companyName: string; pathname: string }) {
  const t = useT();
  const languages = useLanguageLinks();
  return (
    <>
      <button
        type="button"
        {...{ commandfor: MENU_ID, command: "show-modal" }}
        className={buttonVariants({ variant: "ghost", size: "icon", className: "xl:hidden" })}
        aria-label={t("nav.openMenu")}
        aria-haspopup="dialog"
      >
        <Menu aria-hidden />
      </button>
      <dialog
        id={MENU_ID}
        aria-labelledby={MENU_TITLE_ID}
        data-light-dismiss
        {...{ closedby: "any" }}
        className="fixed inset-y-0 end-0 start-auto m-0 h-full max-h-none w-full max-w-xs bg-[var(--background)] p-0 text-[var(--foreground)] shadow-xl backdrop:bg-navy-950/60 xl:hidden"
      >
        <div className="flex min-h-full flex-col gap-6 p-6">
          <div className="flex items-center justify-between">
            <h2 id={MENU_TITLE_ID} className="font-semibold">
              {companyName}
            </h2>
            <button
              type="button"
              {...{ commandfor: MENU_ID, command: "close" }}
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-label={t("nav.closeMenu")}
            >
              <X aria-hidden />
            </button>
          </div>
          <SiteSearch defaultValue="" />
          <nav aria-label={t("nav.main")}>
            <ul className="grid gap-1">
              {NAVIGATION.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    aria-current={isNavigationItemActive(item.path, pathname) ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-2 font-medium",
                      isNavigationItemActive(item.path, pathname) ? "bg-[var(--muted)] text-[var(--accent)]" : "hover:bg-[var(--muted)]",
                    )}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t("language.label")}>
            <ul className="grid grid-cols-2 gap-2">
              {languages.map((language) => (
                <li key={language.locale}>
                  <LanguageLink
                    link={language}
                    className={cn(
                      "menu-link border text-sm",
                      language.current ? "border-[var(--accent)] text-[var(--accent)]" : "border-[var(--border)]",
                    )}
                  >
                    {language.name}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to={GET_QUOTE_PATH} className={buttonVariants({ size: "lg" })}>
            {t("actions.getQuote")}
          </Link>
        </div>
      </dialog>
    </>
  );
}
