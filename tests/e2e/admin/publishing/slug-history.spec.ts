/**
 * Changing a product's slug in the admin (decision 028): the dialog says that the old address
 * will redirect, and a visitor who opens the old address (already kept by the page cache) lands
 * on the product's new page through one 301, in their language and with their query string.
 */
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("staff change a product's slug and its old address, opened by a visitor, lands on the new page", async ({ page, browser }) => {
  await signInThroughApi(page);
  const name = uniqueName("Lane Reader");
  const oldSlug = name.toLowerCase().replaceAll(" ", "-");
  const newSlug = `${oldSlug}-v2`;
  const [category] = (await (await page.request.get("/api/categories")).json()) as { id: string }[];
  const created = await page.request.post("/api/products", {
    data: {
      categoryId: category!.id,
      name,
      slug: oldSlug,
      productCode: `E2E-${oldSlug.slice(-8)}`,
      description: "A turnstile lane reader.",
    },
  });
  expect(created.status()).toBe(201);

  // A visitor's view of the old address is kept by the page cache.
  const visitor = waitingForAdminHydration(await (await browser.newContext()).newPage());
  await visitor.goto(`/de/products/${oldSlug}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  const note = dialog.getByRole("status").filter({ hasText: "will redirect" });
  await expect(dialog.getByLabel("Slug")).toHaveValue(oldSlug);
  await expect(note).toHaveCount(0);
  await dialog.getByLabel("Slug").fill(newSlug);
  await expect(note).toHaveText(`The old address /products/${oldSlug} will redirect to the new one.`);
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");

  const landed = await visitor.goto(`/de/products/${oldSlug}?ref=newsletter`);
  expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(`/de/products/${newSlug}?ref=newsletter`);
  expect(landed?.status()).toBe(200);
  expect((await landed?.request().redirectedFrom()?.response())?.status()).toBe(301);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await visitor.context().close();
});
