/**
 * The <head> of a public page for search engines and link previews, from a route's `meta`:
 * title and description, the canonical address and the language alternates, Open Graph and
 * Twitter card tags with a share image, and JSON-LD (the company on every page, plus what the
 * page describes). The site's origin and company details come from the site layout's loader.
 */
import type { Translate } from "~/lib/i18n/translator";
import type { MetaDescriptor } from "react-router";
import type site from "~/locales/en/site.json";
import { metaTranslator } from "~/lib/i18n/meta-translator";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { ATOM_MEDIA_TYPE } from "./atom-feed";
import { absoluteUrl, canonicalPage, DEFAULT_SHARE_IMAGE, languageAlternates, OPEN_GRAPH_LOCALES, pageUrl } from "./page-urls";
import { breadcrumbJsonLd, organizationJsonLd, type OrganizationDetails } from "./structured-data";

/** What a route's `meta` receives, as far as these tags need it. */
export type SeoMetaArgs = {
  location: { pathname: string };
  matches: Parameters<typeof metaTranslator>[0];
};

/** The part of the site layout's loader data the tags are built from. */
type SiteLayoutData = { origin: string; knownLanguage: boolean; settings: OrganizationDetails };

const SITE_LAYOUT_ID = "routes/site/layout";

/** The page being described: its language, canonical address, and how to name other pages. */
export type SeoPageContext = {
  origin: string;
  locale: Locale;
  /** The canonical absolute address of the page. */
  url: string;
  company: OrganizationDetails;
  t: Translate;
  /** The absolute address of another site path in the page's language. */
  urlOf(path: string): string;
};

export type PageSeo = {
  title: string;
  description: string;
  /** The page's own share image as stored; the default share image when there is none. */
  image?: string | null;
  /** Open Graph's type: "article" for news articles, "website" for everything else. */
  type?: "website" | "article";
  /** Further Open Graph properties, e.g. `article:published_time`. */
  properties?: Record<string, string>;
  /** JSON-LD about the page itself, besides the company's. */
  structuredData?: object[];
  /** The Atom feeds that follow the page (decision 057), announced for feed readers: their titles and site paths. */
  feeds?: { title: string; path: string }[];
};

const DESCRIPTION_LENGTH = 160;

/** A text as a meta description: one line, at most 160 characters, cut at a word. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * A page that answers 404 (by default the site's "404 Page Not Found"): its title and
 * description only, nothing for an index.
 */
export function notFoundMeta(args: SeoMetaArgs, texts?: (t: Translate) => { title: string; text: string }): MetaDescriptor[] {
  const t = metaTranslator(args.matches);
  const { title, text } = texts?.(t) ?? { title: t("notFound.title"), text: t("notFound.text") };
  return [{ title }, { name: "description", content: text }];
}

/**
 * Every tag of a public page. `describe` names the page from the context (the translator and
 * the addresses); under a prefix that is no language of the site, the page is the 404 page.
 */
export function seoMeta(args: SeoMetaArgs, describe: (page: SeoPageContext) => PageSeo): MetaDescriptor[] {
  const layout = args.matches.find((match) => match?.id === SITE_LAYOUT_ID)?.data as SiteLayoutData | undefined;
  if (!layout?.knownLanguage) return notFoundMeta(args);
  const { origin, settings: company } = layout;
  const { locale, path } = canonicalPage(args.location.pathname);
  const url = pageUrl(origin, locale, path);
  const t = metaTranslator(args.matches);
  const page = describe({ origin, locale, url, company, t, urlOf: (other) => pageUrl(origin, locale, other) });
  const description = metaDescription(page.description);
  const image = absoluteUrl(origin, page.image || DEFAULT_SHARE_IMAGE.path);
  return [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(origin, path).map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: company.companyName },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OPEN_GRAPH_LOCALES[other],
    })),
    { property: "og:url", content: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    ...(page.image
      ? []
      : [
          { property: "og:image:width", content: String(DEFAULT_SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(DEFAULT_SHARE_IMAGE.height) },
        ]),
    ...Object.entries(page.properties ?? {}).map(([property, content]) => ({ property, content })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd(origin, company) },
    ...(page.structuredData ?? []).map((item) => ({ "script:ld+json": item })),
    ...(page.feeds ?? []).map((feed) => ({
      tagName: "link",
      rel: "alternate",
      type: ATOM_MEDIA_TYPE,
      title: feed.title,
      href: pageUrl(origin, locale, feed.path),
    })),
  ] as MetaDescriptor[];
}

/** The catalog group of a fixed page's title and description, e.g. `meta.about`. */
type MetaTexts = `meta.${keyof (typeof site)["meta"]}`;

/**
 * A fixed page: its title and description are `.title` and `.description` of its group, named
 * in full so that the page's own catalog sections visibly include it (decision 039).
 */
export function pageMeta(args: SeoMetaArgs, texts: MetaTexts): MetaDescriptor[] {
  return seoMeta(args, ({ t }) => ({ title: t(`${texts}.title`), description: t(`${texts}.description`) }));
}

/** A detail page's trail: Home, its list (e.g. `{ name: t("nav.products"), path: "/products" }`), the page itself. */
export function detailBreadcrumb(page: SeoPageContext, list: { name: string; path: string }, name: string) {
  return breadcrumbJsonLd([
    { name: page.t("nav.home"), url: page.urlOf("/") },
    { name: list.name, url: page.urlOf(list.path) },
    { name, url: page.url },
  ]);
}
