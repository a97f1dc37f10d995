/**
 * The download center's product filter on the demo content (decision 034), as the server answers
 * it: /support names no product until one is typed (no list of every product with downloads), a
 * typed text is resolved or answered with a few matching products, and the suggestions asked for
 * while typing come in the page's language.
 */
import { describe, expect, it } from "vitest";
import type { ProductSuggestionsAnswer } from "~/lib/catalogue/download-product-filter";
import { useSeededSite } from "../../../../tests/support/kits/seeded-site";

const site = useSeededSite();

const suggestions = async (path: string) => {
  const answer = await site.get(path);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as ProductSuggestionsAnswer).products;
};

describe("/support", () => {
  it("lists no product to choose from until one is typed", async () => {
    const { text } = await site.get("/support");
    expect(text).toContain('name="product"');
    expect(text).not.toMatch(/<option[^>]*>AB-/);
  });

  it("says which product a typed code, slug or name named, and offers products for one that names none", async () => {
    expect((await site.get("/support?product=ab-l500")).text).toContain("Downloads for AB-L500 Smart Lever Lock");
    expect((await site.get("/support?product=ab-l500-smart-lever-lock")).text).toContain("Downloads for AB-L500 Smart Lever Lock");
    const unknown = (await site.get("/support?product=terminal&platform=windows")).text;
    expect(unknown).toContain("No product matches “terminal”.");
    expect(unknown).toContain('href="/support?product=AB-F300&amp;platform=windows#filters"');
    expect(unknown).toContain("No resources found");
  });
});

describe("the product suggestions", () => {
  it("are products with downloads holding the typed text, in the page's language, none for a short text", async () => {
    expect(await suggestions("/support/product-suggestions?q=lever")).toEqual([{ value: "AB-L500", label: "AB-L500 Smart Lever Lock" }]);
    expect((await suggestions("/de/support/product-suggestions?q=ab-f")).map((product) => product.value)).toEqual(["AB-F300", "AB-FR700"]);
    expect(await suggestions("/support/product-suggestions?q=ab")).toEqual([]);
    expect(await suggestions("/support/product-suggestions")).toEqual([]);
  });
});
