import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalPage, languageAlternates, OPEN_GRAPH_LOCALES, pageUrl } from "./page-urls";

describe("canonicalPage", () => {
  it("splits off the language and drops a trailing slash", () => {
    expect(canonicalPage("/de/products/")).toEqual({ locale: "de", path: "/products" });
    expect(canonicalPage("/zh-CN")).toEqual({ locale: "zh-CN", path: "/" });
    expect(canonicalPage("/")).toEqual({ locale: "en", path: "/" });
    expect(canonicalPage("/news/launch")).toEqual({ locale: "en", path: "/news/launch" });
  });

  it("names /resources by the support page it shows", () => {
    expect(canonicalPage("/resources")).toEqual({ locale: "en", path: "/support" });
    expect(canonicalPage("/ar/resources")).toEqual({ locale: "ar", path: "/support" });
  });
});

describe("page addresses", () => {
  it("are absolute and in the page's language", () => {
    expect(pageUrl("https://x.test", "de", "/products")).toBe("https://x.test/de/products");
    expect(pageUrl("https://x.test", "en", "/")).toBe("https://x.test/");
    expect(pageUrl("https://x.test", "ja", "/")).toBe("https://x.test/ja");
  });

  it("name every language and English as x-default", () => {
    const alternates = languageAlternates("https://x.test", "/about");
    expect(alternates).toHaveLength(12);
    expect(alternates.at(-1)).toEqual({ hreflang: "x-default", href: "https://x.test/about" });
    expect(alternates.find((alternate) => alternate.hreflang === "pt")?.href).toBe("https://x.test/pt/about");
  });

  it("make stored image addresses absolute, and keep absolute ones", () => {
    expect(absoluteUrl("https://x.test", "/demo/a.webp")).toBe("https://x.test/demo/a.webp");
    expect(absoluteUrl("https://x.test", "https://bucket.test/a.webp")).toBe("https://bucket.test/a.webp");
  });

  it("give Open Graph a language_TERRITORY locale for every language", () => {
    for (const value of Object.values(OPEN_GRAPH_LOCALES)) expect(value).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(OPEN_GRAPH_LOCALES["zh-CN"]).toBe("zh_CN");
  });
});
