/**
 * `GET /api/products?sort=`: the admin table's orders by name and product code, both ways, paged
 * without overlap; no sort keeps the catalogue's newest-first order.
 */
import { beforeEach, expect, it } from "vitest";
import { categories, products } from "~/db/schema";
import type { ProductRow } from "~/schemas/catalogue/product";
import { expectFieldErrors, useCatalogueApi } from "../../../tests/support/kits/catalogue-test-kit";

const api = useCatalogueApi();

/** Created oldest first; names and codes in mixed case, two products share a name. */
const CATALOGUE = [
  { name: "beta reader", productCode: "C-2" },
  { name: "Alpha Terminal", productCode: "a-9" },
  { name: "Gamma Lock", productCode: "B-1" },
  { name: "Alpha Terminal", productCode: "D-4" },
];

beforeEach(async () => {
  const [category] = await api.database.db.insert(categories).values({ name: "Readers", slug: "readers" }).returning();
  await api.database.db.insert(products).values(
    CATALOGUE.map((product, index) => ({
      ...product,
      categoryId: category!.id,
      slug: `product-${index}`,
      description: "An access-control device",
      createdAt: new Date(Date.UTC(2025, 0, index + 1)),
    })),
  );
});

async function listCodes(query: string): Promise<string[]> {
  const response = await api.visitor.get<ProductRow[]>(`/api/products${query}`);
  expect(response.status).toBe(200);
  return response.body.map((product) => product.productCode);
}

it("sorts by name or product code ignoring case, ascending or descending with a leading -", async () => {
  const alphaCodes = (await listCodes("?sort=name")).slice(0, 2);
  expect(alphaCodes.toSorted()).toEqual(["D-4", "a-9"]);
  expect(await listCodes("?sort=name")).toEqual([...alphaCodes, "C-2", "B-1"]);
  expect(await listCodes("?sort=-name")).toEqual(["B-1", "C-2", ...alphaCodes]);
  expect(await listCodes("?sort=code")).toEqual(["a-9", "B-1", "C-2", "D-4"]);
  expect(await listCodes("?sort=-code")).toEqual(["D-4", "C-2", "B-1", "a-9"]);
});

it("keeps the catalogue's newest-first order without a sort and for sort=newest", async () => {
  const newestFirst = ["D-4", "B-1", "a-9", "C-2"];
  expect(await listCodes("")).toEqual(newestFirst);
  expect(await listCodes("?sort=newest")).toEqual(newestFirst);
});

it("pages a sorted list without overlap or gaps, even between equal names, with search applied first", async () => {
  for (const sort of ["name", "-name", "code", "-code"]) {
    const whole = await listCodes(`?sort=${sort}`);
    const pages = [];
    for (let offset = 0; offset < whole.length; offset++) pages.push(...(await listCodes(`?sort=${sort}&limit=1&offset=${offset}`)));
    expect(pages).toEqual(whole);
  }
  expect(await listCodes("?q=alpha&sort=-code")).toEqual(["D-4", "a-9"]);
});

it("refuses an unknown sort with 400 naming the parameter", async () => {
  for (const sort of ["price", "NAME", "", "-newest"]) {
    expectFieldErrors(await api.visitor.get(`/api/products?sort=${sort}`), {
      sort: "Sort must be one of newest, name, -name, code, -code",
    });
  }
});
