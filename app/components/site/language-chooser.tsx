import { Check, ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LOCALE_DISPLAY } from "~/lib/i18n/locales";
import { rememberLocale } from "~/lib/i18n/remember-locale";
import { useLocale } from "~/lib/i18n/use-locale";
import { useLanguageLinks } from "./language-links";

/** The header's language chooser: "EN" for English, otherwise the chosen language's flag. */
export function LanguageChooser() {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = useLanguageLinks();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" className="gap-1 px-2" aria-label={t("language.choose", { language: LOCALE_DISPLAY[locale].name })}>
          <span className="text-base leading-none">{LOCALE_DISPLAY[locale].flag}</span>
          <ChevronDown className="size-3.5" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 grid min-w-44 rounded-lg border border-[var(--border)] bg-[var(--card)] p-1 text-sm shadow-lg"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.locale} asChild>
              <Link
                to={link.to}
                lang={link.locale}
                hrefLang={link.locale}
                aria-current={link.current ? "true" : undefined}
                onClick={() => rememberLocale(link.locale)}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 outline-none data-[highlighted]:bg-[var(--muted)]"
              >
                <span className="w-6 text-center">{link.flag}</span>
                <span className="flex-1">{link.name}</span>
                {link.current && <Check className="size-4 text-[var(--accent)]" aria-hidden />}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
