import { LOCALE_COOKIE, type Locale } from "./locales";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers the visitor's choice of language: set in the browser when they use the
 * language chooser (by the document script), read by the server on their next visit to `/`.
 */
export const rememberLocaleCookie = (locale: Locale | "{locale}") =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
