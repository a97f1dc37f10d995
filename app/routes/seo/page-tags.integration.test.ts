import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsArticles, products, solutions } from "~/db/schema";
import { LOCALES } from "~/lib/i18n/locales";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const PUBLIC_URL = "https://www.example.com";
const site = useSeededSite();
const configured = useSeededSite({ PUBLIC_URL });

type Head = {
  html: string;
  meta(key: string): string | undefined;
  links(rel: string): Record<string, string>[];
  jsonLd: Record<string, unknown>[];
};

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll("&amp;", "&")]));

/** The page's <head>, read the way a crawler does. */
async function head(path: string, from = site): Promise<Head & { status: number }> {
  const response = await from.get(path);
  const html = response.text.slice(0, response.text.indexOf("</head>"));
  const tags = [...html.matchAll(/<(meta|link)\s[^>]*>/g)].map(([tag]) => attributes(tag));
  return {
    status: response.status,
    html,
    meta: (key) => tags.find((tag) => tag.property === key || tag.name === key)?.content,
    links: (rel) => tags.filter((tag) => tag.rel === rel),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!)),
  };
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

const ofType = (page: Head, type: string) => page.jsonLd.find((item) => item["@type"] === type) as Record<string, unknown> | undefined;

async function firstSlug(table: typeof products | typeof solutions | typeof newsArticles) {
  const [row] = await site.database.db.select({ slug: table.slug }).from(table).orderBy(asc(table.slug)).limit(1);
  return row!.slug;
}

describe("every public page", () => {
  it("has a title and description of its own, a canonical address, share tags and the company's JSON-LD", async () => {
    const paths = [
      "/",
      "/products",
      `/products/${await firstSlug(products)}`,
      "/solutions",
      `/solutions/${await firstSlug(solutions)}`,
      "/news",
      `/news/${await firstSlug(newsArticles)}`,
      "/customization",
      "/solutions-software",
      "/support",
      "/about",
      "/contact",
      "/where-to-buy",
      "/lifecycle",
      "/certifications",
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const page = await head(path);
      expect(page.status, path).toBe(200);
      const title = /<title>([^<]+)<\/title>/.exec(page.html)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(page.meta("description")?.length, path).toBeGreaterThan(20);
      expect(page.links("canonical"), path).toEqual([{ rel: "canonical", href: site.url + path }]);
      // The language alternates; a page followed by a feed also announces it (decision 057).
      const [languages, feeds] = partition(page.links("alternate"), (link) => link.hrefLang !== undefined);
      expect(
        languages.map((link) => link.hrefLang),
        path,
      ).toEqual([...LOCALES, "x-default"]);
      expect(
        feeds.map((link) => link.type),
        path,
      ).toEqual(path === "/support" ? ["application/atom+xml"] : []);
      expect(page.meta("og:url"), path).toBe(site.url + path);
      for (const key of ["og:type", "og:title", "og:description", "og:site_name", "twitter:title", "twitter:description"]) {
        expect(page.meta(key), `${path} ${key}`).toBeTruthy();
      }
      expect(page.meta("og:locale"), path).toBe("en_US");
      expect(page.meta("og:image"), path).toMatch(new RegExp(`^${site.url}/.+\\.webp$`));
      expect(page.meta("twitter:card"), path).toBe("summary_large_image");
      expect(page.meta("twitter:image"), path).toBe(page.meta("og:image"));
      expect(ofType(page, "Organization"), path).toMatchObject({
        "@context": "https://schema.org",
        name: "Aurion Biometrics",
        url: `${site.url}/`,
      });
    }
    expect(titles.size).toBe(paths.length);
  });

  it("is canonical in its own language and without view-only query strings", async () => {
    const german = await head("/de/products?category=smart-locks&page=2");
    expect(german.links("canonical")[0]!.href).toBe(`${site.url}/de/products`);
    expect(german.meta("og:locale")).toBe("de_DE");
    expect(german.links("alternate").find((link) => link.hrefLang === "zh-CN")!.href).toBe(`${site.url}/zh-CN/products`);
    // /resources shows the support page: it names /support, as its alternates do.
    const resources = await head("/ja/resources?type=tutorial");
    expect(resources.links("canonical")[0]!.href).toBe(`${site.url}/ja/support`);
    expect(resources.links("alternate").find((link) => link.hrefLang === "x-default")!.href).toBe(`${site.url}/support`);
  });

  it("takes its origin from PUBLIC_URL when it is set", async () => {
    const page = await head("/about", configured);
    expect(page.links("canonical")[0]!.href).toBe(`${PUBLIC_URL}/about`);
    expect(page.meta("og:image")).toBe(`${PUBLIC_URL}/demo/og-default.webp`);
    expect((await configured.get("/robots.txt")).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect((await configured.get("/sitemap.xml")).text).toContain(`<loc>${PUBLIC_URL}/de/about</loc>`);
  });
});

describe("a product page", () => {
  it("describes the product (code as sku, brand, category; no offers or ratings) and its breadcrumb", async () => {
    const [product] = await site.database.db
      .select()
      .from(products)
      .where(eq(products.lifecycle, "active"))
      .orderBy(asc(products.slug))
      .limit(1);
    const url = `${site.url}/fr/products/${product!.slug}`;
    const page = await head(`/fr/products/${product!.slug}`);
    expect(page.meta("og:image")).toBe(site.url + product!.imageUrl);
    expect(ofType(page, "Product")).toMatchObject({
      "@context": "https://schema.org",
      url,
      name: product!.name,
      sku: product!.productCode,
      image: expect.arrayContaining([site.url + product!.imageUrl]),
      brand: { "@type": "Brand", name: "Aurion Biometrics" },
      category: expect.any(String),
    });
    expect(ofType(page, "Product")).not.toHaveProperty("offers");
    expect(ofType(page, "Product")).not.toHaveProperty("aggregateRating");
    const trail = ofType(page, "BreadcrumbList")!.itemListElement as { position: number; item: string }[];
    expect(trail.map((step) => [step.position, step.item])).toEqual([
      [1, `${site.url}/fr`],
      [2, `${site.url}/fr/products`],
      [3, url],
    ]);
  });

  it("says a discontinued product's offer is discontinued (decision 058)", async () => {
    const [product] = await site.database.db.select().from(products).where(eq(products.lifecycle, "discontinued")).limit(1);
    const page = await head(`/products/${product!.slug}`);
    expect(ofType(page, "Product")!.offers).toEqual({
      "@type": "Offer",
      url: `${site.url}/products/${product!.slug}`,
      availability: "https://schema.org/Discontinued",
    });
  });

  it("keeps text that looks like markup inside its JSON-LD", async () => {
    const { db } = site.database;
    const [product] = await db.select().from(products).orderBy(asc(products.slug)).limit(1);
    const description = 'Closes </script><script>alert("x")</script> & <!-- nothing -->';
    await db.update(products).set({ description }).where(eq(products.id, product!.id));
    const page = await head(`/products/${product!.slug}`);
    expect(page.html).not.toContain('<script>alert("x")');
    expect(ofType(page, "Product")!.description).toBe(description);
    await db.update(products).set({ description: product!.description }).where(eq(products.id, product!.id));
  });
});

describe("a solution page", () => {
  it("shares the solution's hero image and gives its breadcrumb", async () => {
    const [solution] = await site.database.db.select().from(solutions).orderBy(asc(solutions.slug)).limit(1);
    const page = await head(`/solutions/${solution!.slug}`);
    expect(page.meta("og:image")).toBe(site.url + solution!.heroImageUrl);
    expect((ofType(page, "BreadcrumbList")!.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      "Home",
      "Solutions",
      solution!.name,
    ]);
  });
});

describe("a news article", () => {
  it("is an article with its dates, author, image and publisher", async () => {
    const [article] = await site.database.db.select().from(newsArticles).orderBy(asc(newsArticles.slug)).limit(1);
    const page = await head(`/news/${article!.slug}`);
    expect(page.meta("og:type")).toBe("article");
    expect(page.meta("og:image")).toBe(site.url + article!.heroImageUrl);
    expect(page.meta("article:published_time")).toBe(article!.publishedAt.toISOString());
    expect(ofType(page, "NewsArticle")).toMatchObject({
      headline: article!.title,
      datePublished: article!.publishedAt.toISOString(),
      dateModified: expect.any(String),
      author: { name: article!.author },
      image: [site.url + article!.heroImageUrl],
      publisher: { "@type": "Organization", name: "Aurion Biometrics", logo: { "@type": "ImageObject" } },
      mainEntityOfPage: `${site.url}/news/${article!.slug}`,
    });
    expect(ofType(page, "BreadcrumbList")).toBeDefined();
  });
});

describe("unknown pages and missing items", () => {
  it("answer 404 with a title and description, and nothing for an index", async () => {
    for (const path of [
      "/products/unknown-slug",
      "/news/unknown",
      "/solutions/unknown",
      "/nonexistent",
      "/xx/products",
      "/en/products",
      "/de/no-such-page",
    ]) {
      const page = await head(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toMatch(/<title>[^<]*Not Found|<title>404/);
      expect(page.meta("description"), path).toBeTruthy();
      expect(page.links("canonical"), path).toEqual([]);
      expect(page.links("alternate"), path).toEqual([]);
      expect(page.jsonLd, path).toEqual([]);
    }
  });
});
