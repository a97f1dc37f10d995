import type { ReactNode } from "react";
import { LanguageFlag } from "./language-flag";
import type { LanguageLink as LanguageLinkView } from "./language-links";

/**
 * The page in one language: a link in that language, marked current for the page's own, whose
 * choice the document script remembers (the cookie a first visit to / reads); its flag, then
 * `children` (the language's name).
 */
export function LanguageLink({ link, className, children }: { link: LanguageLinkView; className: string; children: ReactNode }) {
  return (
    <a
      href={link.to}
      lang={link.locale}
      hrefLang={link.locale}
      aria-current={link.current ? "true" : undefined}
      data-remember-locale={link.locale}
      className={className}
    >
      <span className="flex w-6 justify-center" aria-hidden>
        <LanguageFlag locale={link.locale} />
      </span>
      {children}
    </a>
  );
}
