/**
 * What a page's HTML carries of the catalog (decision 043): what it shows, and its islands' texts,
 * including those that only show after the visitor acts, but not every page's; and the "Not
 * Found" states, in the page's language.
 * Rendered by the built server, as a browser gets them.
 */
import { describe, expect, it } from "vitest";
import { catalogFor } from "~/lib/i18n/catalogs.server";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

const site = useSeededSite();

type Texts = { [key: string]: string | Texts };
const german = catalogFor("de") as Texts;
const text = (key: string) => key.split(".").reduce<Texts | string>((node, part) => (node as Texts)[part]!, german) as string;

/** The page's visible texts, as the server rendered them (scripts and their data left out). */
const visible = (html: string) =>
  html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .split(/<[^>]*>/)
    .map((part) =>
      part
        .replace(/&amp;/g, "&")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter(Boolean);

const looksLikeKey = (value: string) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(value);

describe("a page's texts", () => {
  it("come with the page, those shown only after sending a form included", async () => {
    const contact = (await site.get("/de/contact")).text;
    for (const key of ["validation.emailInvalid", "inquiry.errorTitle", "nav.whereToBuy", "meta.contact.title"]) {
      expect(contact, key).toContain(text(key));
    }
  });

  it("are not those of other pages", async () => {
    const about = (await site.get("/de/about")).text;
    for (const key of ["software.intro", "customization.intro", "validation.emailInvalid", "meta.products.description", "compare.intro"]) {
      expect(about, key).not.toContain(text(key));
    }
  });
});

describe("a missing item's page", () => {
  it.each([
    ["/de/products/no-such-product", "product.notFound", "product.back"],
    ["/de/solutions/no-such-solution", "solution.notFound", "solution.back"],
    ["/de/news/no-such-article", "article.notFound", "article.back"],
    ["/de/support/00000000-0000-4000-8000-000000000000", "download.notFound", "download.back"],
    ["/de/no-such-page", "notFound.title", "notFound.back"],
    // The admin area has no language prefix: these are pages the site does not have.
    ["/de/admin", "notFound.title", "notFound.back"],
    ["/de/admin/products", "notFound.title", "notFound.back"],
  ])("%s says so in the page's language", async (address, title, back) => {
    const { status, text: html } = await site.get(address);
    expect(status).toBe(404);
    expect(html).toContain(`<title>${text(title).replace(/&/g, "&amp;")}`);
    expect(visible(html)).toEqual(expect.arrayContaining([text(title), text(back)]));
    expect(visible(html).filter(looksLikeKey)).toEqual([]);
  });
});
