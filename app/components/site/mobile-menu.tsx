import { Menu, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { rememberLocale } from "~/lib/i18n/remember-locale";
import { useLanguageLinks } from "./language-links";
import { Link } from "./localized-link";
import { GET_QUOTE_PATH, isNavigationItemActive, NAVIGATION } from "./navigation";
import { SiteSearchBox } from "./site-search-box";

/** The navigation below the large breakpoint: a sheet with the language grid that closes when a link or a language is chosen. */
export function MobileMenu({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const languages = useLanguageLinks();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label={t("nav.openMenu")}>
          <Menu aria-hidden />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60 xl:hidden" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-50 flex w-full max-w-xs flex-col gap-6 overflow-y-auto bg-[var(--background)] p-6 shadow-xl xl:hidden">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-semibold">{companyName}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.closeMenu")}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.siteNavigation")}</Dialog.Description>
          <SiteSearchBox onNavigate={close} />
          <nav aria-label={t("nav.main")}>
            <ul className="grid gap-1">
              {NAVIGATION.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    aria-current={isNavigationItemActive(item.path, pathname) ? "page" : undefined}
                    onClick={close}
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
                  <RouterLink
                    to={language.to}
                    lang={language.locale}
                    hrefLang={language.locale}
                    aria-current={language.current ? "true" : undefined}
                    onClick={() => {
                      rememberLocale(language.locale);
                      close();
                    }}
                    className={cn(
                      "flex items-center gap-2 rounded-md border px-2 py-1.5 text-sm",
                      language.current ? "border-[var(--accent)] text-[var(--accent)]" : "border-[var(--border)] hover:bg-[var(--muted)]",
                    )}
                  >
                    <span className="w-6 text-center">{language.flag}</span>
                    {language.name}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button asChild size="lg">
            <Link to={GET_QUOTE_PATH} onClick={close}>
              {t("actions.getQuote")}
            </Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
