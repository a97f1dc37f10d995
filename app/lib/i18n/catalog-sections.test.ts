import { describe, expect, it } from "vitest";
import { pickSections } from "./catalog-sections";
import { catalogFor } from "./catalogs.server";

describe("pickSections", () => {
  const german = catalogFor("de") as Record<string, Record<string, string>>;

  it("takes whole sections, groups within one and single texts, in the catalog's shape", () => {
    expect(pickSections(german, ["nav", "search.kind", "product.notFound"])).toEqual({
      nav: german.nav,
      search: { kind: german.search!.kind },
      product: { notFound: "Produkt nicht gefunden" },
    });
  });

  it("merges a section with parts of it, and leaves the catalog as it was", () => {
    const before = JSON.stringify(german);
    expect(pickSections(german, ["product.notFound", "product", "product.back"])).toEqual({ product: german.product });
    expect(JSON.stringify(german)).toBe(before);
  });

  it("takes a plural text's forms by its base name, as many as the language has", () => {
    expect(Object.keys(pickSections(catalogFor("en"), ["quote.items"]).quote as object)).toEqual(["items_one", "items_other"]);
    expect(Object.keys(pickSections(catalogFor("ar"), ["quote.items"]).quote as object)).toEqual([
      "items_zero",
      "items_one",
      "items_two",
      "items_few",
      "items_many",
      "items_other",
    ]);
  });

  it("refuses a path the catalog does not have", () => {
    // @ts-expect-error: not a path of the catalog, which the type checker already refuses
    expect(() => pickSections(german, ["nav.nowhere"])).toThrow("The catalog has no nav.nowhere");
  });
});
