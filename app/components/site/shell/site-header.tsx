import { useT } from "~/lib/i18n/translation";
import { useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BrandMark } from "./brand-mark";
import { HeaderSearch } from "./header-search";
import { LanguageChooser } from "./language-chooser";
import { Link } from "./localized-link";
import { MobileMenu } from "./mobile-menu";
import { GET_QUOTE_PATH } from "~/lib/visitor-lists/quote-list";
import { isNavigationItemActive, NAVIGATION } from "./navigation";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader({ companyName }: { companyName: string }) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-[var(--border)] bg-[var(--background)]/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <BrandMark className="size-8" />
          <span className="whitespace-nowrap">{companyName}</span>
        </Link>
        <nav aria-label={t("nav.main")} className="ms-auto hidden xl:block">
          <ul className="flex items-center 2xl:gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.path}>
                <Link
                  to={item.path}
                  aria-current={isNavigationItemActive(item.path, pathname) ? "page" : undefined}
                  className={cn(
                    "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-3",
                    isNavigationItemActive(item.path, pathname)
                      ? "text-[var(--accent)]"
                      : "text-[var(--muted-foreground)] hover:text-[var(--foreground)]",
                  )}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 xl:ms-2">
          <HeaderSearch />
          <LanguageChooser />
          <ThemeToggle />
          <Link to={GET_QUOTE_PATH} className={buttonVariants({ className: "hidden sm:inline-flex" })}>
            {t("actions.getQuote")}
          </Link>
          <MobileMenu companyName={companyName} pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
