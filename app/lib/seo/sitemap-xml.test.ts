import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n/locales";
import { sitemapIndexXml, urlsetXml, xmlResponse } from "./sitemap-xml";

const ORIGIN = "https://www.example.com";
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});

type UrlEntry = { loc: string; lastmod?: string; "xhtml:link": { rel: string; hreflang: string; href: string }[] };

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml);
}

describe("urlsetXml", () => {
  const xml = [
    ...urlsetXml(ORIGIN, [
      { path: "/", lastModified: new Date("2026-03-05T10:20:30.456Z") },
      { path: "/products/a&b", lastModified: undefined },
    ]),
  ].join("");

  it("is a well-formed sitemaps.org urlset with the xhtml namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const { urlset } = parse(xml);
    expect(urlset.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(urlset["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
  });

  it("lists every page in every language, each with all 11 alternates and x-default", () => {
    const urls: UrlEntry[] = parse(xml).urlset.url;
    expect(urls).toHaveLength(2 * LOCALES.length);
    expect(urls.slice(0, 3).map((url) => url.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/zh-CN`, `${ORIGIN}/zh-TW`]);
    for (const url of urls) {
      expect(url["xhtml:link"].map((link) => link.hreflang)).toEqual([...LOCALES, "x-default"]);
      expect(url["xhtml:link"].every((link) => link.rel === "alternate")).toBe(true);
      // A URL is among its own alternates.
      expect(url["xhtml:link"].map((link) => link.href)).toContain(url.loc);
    }
    const german = urls.find((url) => url.loc === `${ORIGIN}/de/products/a&b`)!;
    expect(german["xhtml:link"].at(-1)).toMatchObject({ hreflang: "x-default", href: `${ORIGIN}/products/a&b` });
  });

  it("dates a page to the second in W3C format, and leaves an undated one without lastmod", () => {
    const urls: UrlEntry[] = parse(xml).urlset.url;
    expect(urls[0]!.lastmod).toBe("2026-03-05T10:20:30Z");
    expect(urls.at(-1)!.lastmod).toBeUndefined();
    expect(xml).toContain("/products/a&amp;b</loc>");
  });
});

describe("sitemapIndexXml", () => {
  it("names each part with its newest change", () => {
    const xml = [
      ...sitemapIndexXml([
        { url: `${ORIGIN}/sitemaps/pages.xml`, lastModified: new Date("2026-01-01T00:00:00Z") },
        { url: `${ORIGIN}/sitemaps/products-1.xml` },
      ]),
    ].join("");
    const { sitemapindex } = parse(xml);
    expect(sitemapindex.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(sitemapindex.sitemap).toEqual([
      { loc: `${ORIGIN}/sitemaps/pages.xml`, lastmod: "2026-01-01T00:00:00Z" },
      { loc: `${ORIGIN}/sitemaps/products-1.xml` },
    ]);
  });
});

describe("xmlResponse", () => {
  it("streams the pieces as XML with a short public cache lifetime", async () => {
    const response = xmlResponse(["<a>", "é", "</a>"]);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(await response.text()).toBe("<a>é</a>");
  });
});
