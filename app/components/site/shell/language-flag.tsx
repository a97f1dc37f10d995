import { CN, DE, ES, FR, JP, KR, PT, RU, SA, TW } from "country-flag-icons/react/3x2";
import { LOCALE_DISPLAY, type FlagCountry, type Locale } from "~/lib/i18n/locales";

const FLAGS = { CN, DE, ES, FR, JP, KR, PT, RU, SA, TW } satisfies Record<FlagCountry, unknown>;

/**
 * A language's mark in the chooser: "EN" for English, otherwise its flag as an inline image, 3:2 at
 * the text's height (important over a button's square icon size).
 */
export function LanguageFlag({ locale }: { locale: Locale }) {
  const { country } = LOCALE_DISPLAY[locale];
  if (country === null) return <span className="text-sm font-medium leading-none">EN</span>;
  const Flag = FLAGS[country];
  return <Flag aria-hidden className="h-3.5! w-auto! rounded-[2px] shadow-[0_0_0_1px_var(--border)]" />;
}
