import { parse } from "cookie";
import Negotiator from "negotiator";
import { redirect } from "react-router";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, localizedPath, type Locale } from "./locales";
import { rememberLocaleCookie } from "./remember-locale";

/** The language a browser tag stands for: exact first, then Chinese by script or region, then by language alone. */
function localeForTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language] = lower.split("-");
  if (language === "zh") return /-(hant|tw|hk|mo)\b/.test(lower) ? "zh-TW" : "zh-CN";
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** The best of our languages for an Accept-Language header: the browser's tags by quality (negotiator), the first we speak. */
export function acceptedLocale(header: string | null): Locale {
  const accepted = new Negotiator({ headers: { "accept-language": header ?? undefined } }).languages();
  for (const tag of accepted) {
    const locale = tag === "*" ? null : localeForTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The home page `/` in the visitor's language: the one they chose before (cookie), else, on a
 * first visit, the one their browser asks for, once (the redirect remembers it). Every other
 * address is served as asked, so shared links and search engines see what they linked to.
 */
export function homeLanguageRedirect(request: Request): Response | null {
  const target = homeLanguageTarget(request.headers);
  if (target === null) return null;
  const headers = target.remember ? { "Set-Cookie": rememberLocaleCookie(target.locale) } : undefined;
  return redirect(localizedPath(target.locale, "/"), { headers });
}

/**
 * Where `/` sends a visitor with these headers (null: nowhere, English is served), and whether
 * the redirect remembers the language. The page cache asks too, so a cached `/` never reaches
 * a visitor who would have been redirected.
 */
export function homeLanguageTarget(headers: Headers): { locale: Locale; remember: boolean } | null {
  const remembered = parse(headers.get("Cookie") ?? "")[LOCALE_COOKIE];
  if (isLocale(remembered)) return remembered === DEFAULT_LOCALE ? null : { locale: remembered, remember: false };
  const accepted = acceptedLocale(headers.get("Accept-Language"));
  return accepted === DEFAULT_LOCALE ? null : { locale: accepted, remember: true };
}
