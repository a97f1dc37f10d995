import { describe, expect, it } from "vitest";
import { keysTouchedBy } from "./touched-keys";

const ID = "0b7c5a3e-9f1d-4c2b-8a6e-3d2f1e0c9b8a";

describe("keysTouchedBy", () => {
  it("purges a product's own pages and the product lists for a product's calls", () => {
    expect(keysTouchedBy(`/api/products/${ID}`)).toEqual([`product:${ID}`, "products"]);
    expect(keysTouchedBy(`/api/products/${ID}/relations`)).toEqual([`product:${ID}`, "products"]);
    expect(keysTouchedBy("/api/products")).toEqual(["products"]);
  });

  it("purges a news article and the news lists for a news article's calls", () => {
    expect(keysTouchedBy(`/api/news/${ID.toUpperCase()}`)).toEqual([`news:${ID}`, "news"]);
    expect(keysTouchedBy("/api/news")).toEqual(["news"]);
  });

  it("purges everything for any other change, or a product call that names no product", () => {
    for (const path of [
      "/api/products/import",
      "/api/categories",
      `/api/categories/${ID}`,
      "/api/site-settings",
      "/api/newsletter",
      "/api/media/x",
    ]) {
      expect(keysTouchedBy(path), path).toEqual(["all"]);
    }
  });
});
