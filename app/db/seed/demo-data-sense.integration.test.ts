/**
 * The demo content as a visitor reads it makes sense: every product page lists each specification
 * once (a typed field's label is not repeated by a free-form row, whatever the case), and a
 * product's accessories are accessories (readers, cards and fobs, never another terminal) shown
 * with a picture the site serves.
 */
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { categories, productRelations, products } from "~/db/schema";
import { demoProducts } from "./demo-products";
import { useSeededSite } from "../../../tests/support/kits/seeded-site";

/** The demo categories whose products serve as another product's accessory. */
const ACCESSORY_CATEGORIES = ["rfid-card-readers"];

const site = useSeededSite();

/** The labels of a product page's specifications table, as shown. */
function specificationLabels(html: string): string[] {
  const table = /<dl class="overflow-hidden[^"]*">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "";
  return [...table.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1]!.trim());
}

describe("the demo products' specifications", () => {
  it.each(demoProducts.map((product) => product.slug))("%s shows each specification once", async (slug) => {
    const page = await site.get(`/products/${slug}`);
    expect(page.status).toBe(200);
    const labels = specificationLabels(page.text).map((label) => label.toLowerCase());
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});

describe("the demo products' relations", () => {
  it("make only readers, cards and fobs accessories, each with a picture the site serves", async () => {
    const accessory = alias(products, "accessory");
    const rows = await site.database.db
      .select({ code: accessory.productCode, category: categories.slug, imageUrl: accessory.imageUrl })
      .from(productRelations)
      .innerJoin(accessory, eq(accessory.id, productRelations.productId))
      .innerJoin(categories, eq(categories.id, accessory.categoryId))
      .where(eq(productRelations.type, "accessory_of"));
    for (const row of rows) {
      expect(ACCESSORY_CATEGORIES, `${row.code} is an accessory`).toContain(row.category);
      expect(row.imageUrl, `${row.code}'s picture`).toBeTruthy();
      const picture = await fetch(site.url + row.imageUrl!);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toMatch(/^image\//);
    }
  });
});
