import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { categories, newsArticles, products, resources, securityAdvisories, solutions } from "~/db/schema";
import { LOCALES } from "~/lib/i18n/locales";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const site = useSeededSite();

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "xhtml:link", "sitemap"].includes(name),
});
type UrlEntry = { loc: string; lastmod?: string; "xhtml:link": { hreflang: string; href: string }[] };

async function getXml(path: string) {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  expect(XMLValidator.validate(response.text), `${path} is well-formed XML`).toBe(true);
  return parser.parse(response.text);
}

const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
const localized = (locale: string, path: string) => (locale === "en" ? path : path === "/" ? `/${locale}` : `/${locale}${path}`);

describe("GET /robots.txt", () => {
  it("allows the site, keeps crawlers out of the admin area and the API, and names the sitemap", async () => {
    const response = await site.get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=600");
    expect(response.text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /api",
      "",
      `Sitemap: ${site.url}/sitemap.xml`,
      "",
    ]);
  });
});

describe("GET /sitemap.xml on a small site", () => {
  it("lists every public page in every language, with its alternates, and no scheduled article", async () => {
    const { db } = site.database;
    await db.insert(newsArticles).values({
      title: "Next year",
      slug: "scheduled-announcement",
      excerpt: "Not yet.",
      content: "Not yet.",
      publishedAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const urls: UrlEntry[] = (await getXml("/sitemap.xml")).urlset.url;

    const productRows = await db.select({ slug: products.slug, updatedAt: products.updatedAt }).from(products);
    const solutionRows = await db.select({ slug: solutions.slug }).from(solutions);
    const newsRows = await db.select({ slug: newsArticles.slug, publishedAt: newsArticles.publishedAt }).from(newsArticles);
    const resourceRows = await db.select({ id: resources.id }).from(resources);
    const advisoryRows = await db.select({ code: securityAdvisories.code }).from(securityAdvisories);
    expect(advisoryRows.length).toBeGreaterThan(0);
    const published = newsRows.filter((row) => row.publishedAt <= new Date());
    expect(published.length).toBe(newsRows.length - 1);
    const paths = [
      ...[
        "/",
        "/solutions",
        "/solutions-software",
        "/products",
        "/news",
        "/customization",
        "/support",
        "/about",
        "/contact",
        "/where-to-buy",
        "/security",
        "/security/report",
        "/lifecycle",
        "/certifications",
      ],
      ...productRows.map((row) => `/products/${row.slug}`),
      ...solutionRows.map((row) => `/solutions/${row.slug}`),
      ...published.map((row) => `/news/${row.slug}`),
      // Each resource's page in the download center (decision 034).
      ...resourceRows.map((row) => `/support/${row.id}`),
      // Each published advisory's page (decision 059).
      ...advisoryRows.map((row) => `/security/${row.code}`),
    ];
    const expected = paths.flatMap((path) => LOCALES.map((locale) => site.url + localized(locale, path)));
    expect(urls.map((url) => url.loc).sort()).toEqual(expected.sort());
    expect(urls.some((url) => url.loc.includes("scheduled-announcement"))).toBe(false);

    for (const url of urls) {
      expect(url["xhtml:link"].map((link) => link.hreflang)).toEqual([...LOCALES, "x-default"]);
      expect(url["xhtml:link"].map((link) => link.href)).toContain(url.loc);
    }
    const fr700 = productRows[0]!;
    const entry = urls.find((url) => url.loc === `${site.url}/ja/products/${fr700.slug}`)!;
    expect(entry.lastmod).toBe(w3c(fr700.updatedAt));
    expect(entry["xhtml:link"].at(-1)).toEqual({ rel: "alternate", hreflang: "x-default", href: `${site.url}/products/${fr700.slug}` });
    // Fixed pages are dated by what they list; those whose text is the catalog's are not dated.
    const newestProduct = new Date(Math.max(...productRows.map((row) => row.updatedAt.getTime())));
    expect(urls.find((url) => url.loc === `${site.url}/products`)!.lastmod).toBe(w3c(newestProduct));
    expect(urls.find((url) => url.loc === `${site.url}/contact`)!.lastmod).toBeUndefined();
  });
});

describe("GET /sitemap.xml on a large catalogue", () => {
  it("becomes an index of parts of at most 1,000 items, each part a sitemap of its own", async () => {
    const { db } = site.database;
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
    const demoProductCount = (await db.select({ id: products.id }).from(products)).length;
    const base = Date.now() - 60_000;
    await db.insert(products).values(
      Array.from({ length: 1000 }, (_, index) => ({
        categoryId: category!.id,
        name: `Bulk ${index}`,
        slug: `bulk-${index}-${randomUUID().slice(0, 8)}`,
        productCode: `BULK-${index}`,
        description: "A generated product.",
        createdAt: new Date(base + index),
      })),
    );

    const index = (await getXml("/sitemap.xml")).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
    expect(index.map((part) => part.loc)).toEqual(
      ["pages.xml", "products-1.xml", "products-2.xml", "solutions-1.xml", "news-1.xml", "support-1.xml", "security-1.xml"].map(
        (name) => `${site.url}/sitemaps/${name}`,
      ),
    );

    // Parts follow creation order: the newest products are in the last part.
    const ordered = await db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(asc(products.createdAt), asc(products.id));
    const lastPart = ordered.slice(1000);
    expect(lastPart).toHaveLength(demoProductCount);
    const partUrls: UrlEntry[] = (await getXml("/sitemaps/products-2.xml")).urlset.url;
    expect(partUrls).toHaveLength(lastPart.length * LOCALES.length);
    expect(new Set(partUrls.map((url) => url.loc.replace(/^.*\/products\//, "")))).toEqual(new Set(lastPart.map((row) => row.slug)));
    const newestInPart = new Date(Math.max(...lastPart.map((row) => row.updatedAt.getTime())));
    expect(index[2]!.lastmod).toBe(w3c(newestInPart));

    expect((await getXml("/sitemaps/products-1.xml")).urlset.url).toHaveLength(1000 * LOCALES.length);
    const fixed: UrlEntry[] = (await getXml("/sitemaps/pages.xml")).urlset.url;
    expect(fixed).toHaveLength(14 * LOCALES.length);

    for (const missing of ["products-3.xml", "products-0.xml", "drafts-1.xml", "pages"]) {
      expect((await site.get(`/sitemaps/${missing}`)).status, missing).toBe(404);
    }
    await db.delete(products).where(eq(products.description, "A generated product."));
  });
});
