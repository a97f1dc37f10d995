import { describe, expect, it } from "vitest";
import { localizedPath, splitLocalePath } from "./locales";

describe("locale paths", () => {
  it("reads the language from the prefix, English when there is none", () => {
    expect(splitLocalePath("/de/products")).toEqual({ locale: "de", path: "/products" });
    expect(splitLocalePath("/zh-CN")).toEqual({ locale: "zh-CN", path: "/" });
    expect(splitLocalePath("/products")).toEqual({ locale: "en", path: "/products" });
    expect(splitLocalePath("/en/products")).toEqual({ locale: "en", path: "/en/products" });
    expect(splitLocalePath("/xx/products")).toEqual({ locale: "en", path: "/xx/products" });
  });

  it("puts a path under a language's prefix, English unprefixed", () => {
    expect(localizedPath("en", "/products?q=x")).toBe("/products?q=x");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("ar", "/?type=quote")).toBe("/ar?type=quote");
    expect(localizedPath("ja", "/contact?type=quote")).toBe("/ja/contact?type=quote");
    expect(localizedPath("ja", "#form")).toBe("#form");
  });
});
