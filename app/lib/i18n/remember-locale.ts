import { LOCALE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const rememberLocaleCookie = (locale: Locale) => `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;

/** Remembers the visitor's choice of language (in the browser, when they use the chooser). */
export function rememberLocale(locale: Locale): void {
  document.cookie = rememberLocaleCookie(locale);
}
