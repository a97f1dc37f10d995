import { Check, ChevronDown } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { LOCALE_DISPLAY } from "~/lib/i18n/locales";
import { useLocale, useT } from "~/lib/i18n/translation";
import { LanguageFlag } from "./language-flag";
import { LanguageLink } from "./language-link";
import { useLanguageLinks } from "./language-links";

/**
 * The header's language chooser: "EN" for English, otherwise the chosen language's flag, opening
 * a list of the page in every language. A disclosure (`<details data-menu>`: the document script
 * closes it on Escape or a click elsewhere, and remembers the language chosen).
 */
export function LanguageChooser() {
  const t = useT();
  const locale = useLocale();
  const links = useLanguageLinks();
  return (
    <details data-menu className="relative">
      <summary className={buttonVariants({ variant: "ghost", className: "gap-1 px-2 list-none [&::-webkit-details-marker]:hidden" })}>
        {/* The visible mark first, so that the name a voice-control user hears begins with what they see. */}
        <LanguageFlag locale={locale} />
        <span className="sr-only">{t("language.choose", { language: LOCALE_DISPLAY[locale].name })}</span>
        <ChevronDown className="size-3.5" aria-hidden />
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-1.5 grid min-w-44 rounded-lg border border-[var(--border)] bg-[var(--card)] p-1 text-sm shadow-lg">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageLink link={link} className="menu-link">
              <span className="flex-1">{link.name}</span>
              {link.current && <Check className="size-4 text-[var(--accent)]" aria-hidden />}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
