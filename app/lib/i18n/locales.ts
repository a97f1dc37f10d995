/**
 * The site's languages (docs/behaviour/public-site.md §9) and where each lives in the URL: English at `/...`,
 * every other language under its own prefix (`/zh-CN/products`, `/ar/news/...`).
 */
export const LOCALES = ["en", "zh-CN", "zh-TW", "ar", "es", "fr", "de", "ja", "ko", "ru", "pt"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/**
 * Each language as pages show it: its name, its mark in the chooser ("EN" for English, otherwise the
 * flag of `country`, its ISO 3166 code, drawn as an image so that it shows where no emoji font is
 * installed) and the direction its text runs (the `dir` of its pages, mails and translation fields).
 */
export const LOCALE_DISPLAY = {
  en: { name: "English", country: null, direction: "ltr" },
  "zh-CN": { name: "简体中文", country: "CN", direction: "ltr" },
  "zh-TW": { name: "繁體中文", country: "TW", direction: "ltr" },
  ar: { name: "العربية", country: "SA", direction: "rtl" },
  es: { name: "Español", country: "ES", direction: "ltr" },
  fr: { name: "Français", country: "FR", direction: "ltr" },
  de: { name: "Deutsch", country: "DE", direction: "ltr" },
  ja: { name: "日本語", country: "JP", direction: "ltr" },
  ko: { name: "한국어", country: "KR", direction: "ltr" },
  ru: { name: "Русский", country: "RU", direction: "ltr" },
  pt: { name: "Português", country: "PT", direction: "ltr" },
} as const satisfies Record<Locale, { name: string; country: string | null; direction: "ltr" | "rtl" }>;

/** The countries whose flags the chooser draws. */
export type FlagCountry = NonNullable<(typeof LOCALE_DISPLAY)[Locale]["country"]>;

/** The visitor's remembered choice. */
export const LOCALE_COOKIE = "biometrics-locale";

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return LOCALE_DISPLAY[locale].direction;
}

/** The language of a path and the path without its prefix: `/de/products` is German `/products`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const prefix = pathname.split("/")[1];
  if (prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    return { locale: prefix, path: pathname.slice(prefix.length + 1) || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A site path (with any query or hash) in a language: `localizedPath("de", "/products?q=x")` is `/de/products?q=x`. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path.startsWith("/?") || path.startsWith("/#") ? path.slice(1) : path}`;
}

/** The language of a page from its `:lang?` segment: English when there is none (or none known). */
export function localeOf(lang: string | undefined): Locale {
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
