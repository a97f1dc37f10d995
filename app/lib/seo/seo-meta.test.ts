import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import type { Locale } from "~/lib/i18n/locales";
import { SAMPLE_ORIGIN, sampleCompany } from "../../../tests/support/kits/sample-company";
import { metaDescription, notFoundMeta, pageMeta, seoMeta } from "./seo-meta";

const ORIGIN = SAMPLE_ORIGIN;
const settings = sampleCompany;

function metaArgs(pathname: string, locale: Locale, knownLanguage = true) {
  return {
    location: { pathname },
    matches: [
      // The root's loader gives every page its language's whole catalog (decision 043).
      { id: "root", data: { locale, catalog: catalogFor(locale) } },
      { id: "routes/site/layout", data: { origin: ORIGIN, knownLanguage, settings } },
    ],
  };
}

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.filter((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string>[];
const content = (tags: MetaDescriptor[], key: string, value: string) => find(tags, key, value)[0]?.content;

describe("pageMeta", () => {
  const tags = pageMeta(metaArgs("/de/about/", "de"), "meta.about");
  const german = catalogFor("de") as { meta: { about: { title: string; description: string } } };

  it("gives the page's own title and description in its language", () => {
    expect(tags).toContainEqual({ title: german.meta.about.title });
    expect(content(tags, "name", "description")).toBe(german.meta.about.description);
  });

  it("names the canonical address in the page's language and the same page in every language", () => {
    expect(find(tags, "rel", "canonical")).toEqual([{ tagName: "link", rel: "canonical", href: `${ORIGIN}/de/about` }]);
    const alternates = find(tags, "rel", "alternate");
    expect(alternates).toHaveLength(12);
    expect(alternates).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "de", href: `${ORIGIN}/de/about` });
    expect(alternates).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/about` });
  });

  it("gives Open Graph and Twitter card tags with the default share image", () => {
    expect(content(tags, "property", "og:type")).toBe("website");
    expect(content(tags, "property", "og:url")).toBe(`${ORIGIN}/de/about`);
    expect(content(tags, "property", "og:title")).toBe(german.meta.about.title);
    expect(content(tags, "property", "og:site_name")).toBe("Aurion Biometrics");
    expect(content(tags, "property", "og:locale")).toBe("de_DE");
    expect(find(tags, "property", "og:locale:alternate")).toHaveLength(10);
    expect(content(tags, "property", "og:image")).toBe(`${ORIGIN}/demo/og-default.webp`);
    expect(content(tags, "property", "og:image:width")).toBe("1200");
    expect(content(tags, "property", "og:image:height")).toBe("630");
    expect(content(tags, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "name", "twitter:image")).toBe(`${ORIGIN}/demo/og-default.webp`);
  });

  it("describes the company in JSON-LD", () => {
    const jsonLd = tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    expect(jsonLd).toEqual([expect.objectContaining({ "@type": "Organization", name: "Aurion Biometrics", url: `${ORIGIN}/` })]);
  });

  it("is the 404 page's under a prefix that is no language of the site", () => {
    expect(pageMeta(metaArgs("/xx/about", "en", false), "meta.about")).toEqual([
      { title: "404 Page Not Found" },
      { name: "description", content: "The page you're looking for doesn't exist or has moved." },
    ]);
  });
});

describe("seoMeta", () => {
  it("uses the page's own image, made absolute, and adds its properties and JSON-LD", () => {
    const tags = seoMeta(metaArgs("/news/launch", "en"), () => ({
      title: "Launch",
      description: "We launched.",
      image: "/demo/news.webp",
      type: "article",
      properties: { "article:published_time": "2026-03-01T09:00:00.000Z" },
      structuredData: [{ "@type": "NewsArticle" }],
    }));
    expect(content(tags, "property", "og:image")).toBe(`${ORIGIN}/demo/news.webp`);
    expect(find(tags, "property", "og:image:width")).toEqual([]);
    expect(content(tags, "property", "og:type")).toBe("article");
    expect(content(tags, "property", "article:published_time")).toBe("2026-03-01T09:00:00.000Z");
    expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });
});

describe("notFoundMeta", () => {
  it("gives a missing item's title and text", () => {
    expect(notFoundMeta(metaArgs("/products/x", "en"), (t) => ({ title: t("product.notFound"), text: t("product.notFoundText") }))).toEqual(
      [{ title: "Product Not Found" }, { name: "description", content: "The product you're looking for doesn't exist." }],
    );
  });
});

describe("metaDescription", () => {
  it("keeps a short text on one line", () => {
    expect(metaDescription("  One line\n\nand another.  ")).toBe("One line and another.");
  });

  it("cuts a long text at a word, within 160 characters", () => {
    const description = metaDescription("word ".repeat(60));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word…$/);
  });
});
