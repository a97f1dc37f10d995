/**
 * The public side of a product's lifecycle and relations on the demo content (decision 058): the
 * AB-F200 is discontinued and replaced by the AB-F300; both work with the AB-FR700. The catalogue leaves the AB-F200 out unless asked, its page keeps its
 * address with a notice in the visitor's language, the lifecycle page lists it, and the search
 * marks it.
 */
import { describe, expect, it } from "vitest";
import { useSeededSite } from "../../../../tests/support/kits/seeded-site";

const site = useSeededSite();

const page = async (path: string) => {
  const answer = await site.get(path);
  expect(answer.status, path).toBe(200);
  return answer.text;
};
/** The page's text without tags, its spaces made one. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the catalogue", () => {
  it("leaves discontinued products out, counted too, unless every lifecycle is asked for", async () => {
    const current = textOf(await page("/products"));
    expect(current).toContain("Showing 3 of 3 products");
    expect(current).not.toContain("AB-F200");
    expect(current).toContain("Show discontinued products too");
    const all = textOf(await page("/products?lifecycle=all"));
    expect(all).toContain("Showing 4 of 4 products");
    expect(all).toContain("AB-F200 Fingerprint Terminal");
    expect(all).toContain("Hide discontinued products");
    expect(textOf(await page("/products?category=fingerprint-readers"))).toContain("Showing 1 of 3 products");
    expect(textOf(await page("/products?category=fingerprint-readers&lifecycle=all"))).toContain("Showing 2 of 4 products");
  });
});

describe("a discontinued product's page", () => {
  it("keeps its address and says since when, until when it is supported, and what replaces it", async () => {
    const html = await page("/products/ab-f200-fingerprint-terminal");
    const text = textOf(html);
    expect(text).toContain("This product was discontinued on June 30, 2025. It is supported until December 31, 2027. Replaced by AB-F300");
    expect(html).toContain('href="/products/ab-f300-fingerprint-access-terminal"');
    expect(text).toMatch(/Works with .*AB-FR700 Face Recognition Terminal/);
  });

  it("says so in the visitor's language", async () => {
    const text = textOf(await page("/de/products/ab-f200-fingerprint-terminal"));
    expect(text).toContain("Dieses Produkt wurde am 30. Juni 2025 abgekündigt.");
    expect(text).toContain("Ersetzt durch");
    expect(textOf(await page("/ja/products/ab-f200-fingerprint-terminal"))).toContain("この製品は2025年6月30日に販売を終了しました。");
  });
});

describe("the related products", () => {
  it("show on both products' pages, each direction under its own heading", async () => {
    const terminal = textOf(await page("/products/ab-fr700-face-recognition-terminal"));
    expect(terminal).toMatch(/Works with .*AB-F200 Fingerprint Terminal.*AB-F300 Fingerprint Access Terminal/);
    expect(terminal).not.toContain("This product was discontinued");
    const successor = textOf(await page("/products/ab-f300-fingerprint-access-terminal"));
    expect(successor).toMatch(/Works with .*AB-FR700 Face Recognition Terminal/);
    expect(successor).toMatch(/Replaces .*AB-F200 Fingerprint Terminal/);
    expect(textOf(await page("/products/ab-l500-smart-lever-lock"))).not.toContain("Related products");
  });
});

describe("the lifecycle page", () => {
  it("lists the discontinued products with their dates and replacements, in every language, and is linked from the footer", async () => {
    const html = await page("/lifecycle");
    const text = textOf(html);
    expect(text).toContain("Product lifecycle");
    expect(text).toMatch(
      /AB-F200 Fingerprint Terminal AB-F200 Discontinued Discontinued on June 30, 2025 Support ends December 31, 2027 Replacement AB-F300/,
    );
    expect(text).not.toContain("AB-FR700");
    expect(html).toContain('href="/lifecycle"');
    expect(textOf(await page("/fr/lifecycle"))).toContain("Arrêté le 30 juin 2025");
  });
});

describe("the site search", () => {
  it("finds discontinued products and marks them", async () => {
    const text = textOf(await page("/search?q=AB-F200"));
    expect(text).toMatch(/Products Discontinued AB-F200 Fingerprint Terminal/);
  });

  it("ranks them after the offered products that match as well", async () => {
    const text = textOf(await page("/search?q=fingerprnt"));
    expect(text.indexOf("AB-F300 Fingerprint Access Terminal")).toBeGreaterThan(-1);
    expect(text.indexOf("AB-F300 Fingerprint Access Terminal")).toBeLessThan(text.indexOf("AB-F200 Fingerprint Terminal"));
  });
});
