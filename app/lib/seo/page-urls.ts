/**
 * The absolute addresses search engines see for a public page: its canonical URL in its own
 * language and its alternates in the others. The page tags and the sitemap build them here, so
 * that a page's canonical, its hreflang links and its sitemap entry always agree.
 */
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocalePath, type Locale } from "~/lib/i18n/locales";

/**
 * Pages served at more than one address, by the address search engines should index: /resources
 * (the footer's links) shows the support page.
 */
const SAME_PAGE_AS: Record<string, string> = { "/resources": "/support" };

/**
 * A page's language and its canonical path without the language prefix: no trailing slash and
 * no query (filters, tabs, paging and preselected form types show views of the same page; see
 * decision 019).
 */
export function canonicalPage(pathname: string): { locale: Locale; path: string } {
  const { locale, path } = splitLocalePath(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  return { locale, path: SAME_PAGE_AS[trimmed] ?? trimmed };
}

/** The absolute address of a site path in a language: `pageUrl(origin, "de", "/products")`. */
export function pageUrl(origin: string, locale: Locale, path: string): string {
  return origin + localizedPath(locale, path);
}

export type LanguageAlternate = { hreflang: Locale | "x-default"; href: string };

/** The page in each of the site's languages, then English again as `x-default`. */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(origin, locale, path) })),
    { hreflang: "x-default" as const, href: pageUrl(origin, DEFAULT_LOCALE, path) },
  ];
}

/** Open Graph's `og:locale` (language_TERRITORY) for each language; Portuguese is the European one of the catalog. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: "en_US",
  "zh-CN": "zh_CN",
  "zh-TW": "zh_TW",
  ar: "ar_AR",
  es: "es_ES",
  fr: "fr_FR",
  de: "de_DE",
  ja: "ja_JP",
  ko: "ko_KR",
  ru: "ru_RU",
  pt: "pt_PT",
};

/** An image address as stored (site-relative like `/demo/x.webp`, or absolute in a bucket) made absolute. */
export function absoluteUrl(origin: string, address: string): string {
  return new URL(address, `${origin}/`).href;
}

/** The share image of pages without one of their own, 1200 x 630 (drawn by scripts/generate-demo-images.mjs). */
export const DEFAULT_SHARE_IMAGE = { path: "/demo/og-default.webp", width: 1200, height: 630 };
