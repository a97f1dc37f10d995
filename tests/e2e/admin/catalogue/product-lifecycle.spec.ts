/**
 * A product's lifecycle and relations in its dialog (decision 058): a discontinued product needs
 * its date, shown under the field; a relation is chosen by type and product; the public pages of
 * both products then show them.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("staff discontinue a product with its date and relate it to another, and both public pages show it", async ({ page }) => {
  await signInThroughApi(page);
  const name = uniqueName("Legacy Reader");
  const slug = name.toLowerCase().replaceAll(" ", "-");
  const [category] = (await (await page.request.get("/api/categories")).json()) as { id: string }[];
  const created = await page.request.post("/api/products", {
    data: {
      categoryId: category!.id,
      name,
      slug,
      productCode: `E2E-${slug.slice(-8)}`,
      description: "An older reader.",
      status: "published",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(dialog.getByLabel("Lifecycle", { exact: true })).toHaveValue("active");
  await dialog.getByLabel("Lifecycle", { exact: true }).selectOption({ label: "Discontinued" });
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog.getByText("Discontinued on is required when the product is discontinued")).toBeVisible();
  await dialog.getByLabel("Discontinued on").fill("2026-03-31");
  await dialog.getByLabel("Support ends on").fill("2028-03-31");

  await dialog.getByRole("button", { name: "Add relation" }).click();
  await dialog.getByLabel("Relation (relation 1)").selectOption({ label: "Works with" });
  await dialog.getByLabel("Product (relation 1)").selectOption({ label: "AB-L500 Smart Lever Lock (AB-L500)" });
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");

  // The form opens again with what was saved, also on a fresh screen whose product list loads after the form.
  await page.reload();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Lifecycle", { exact: true })).toHaveValue("discontinued");
  await expect(dialog.getByLabel("Discontinued on")).toHaveValue("2026-03-31");
  await expect(dialog.getByLabel("Relation (relation 1)")).toHaveValue("works_with");
  await expect(dialog.getByLabel("Product (relation 1)").locator("option:checked")).toHaveText("AB-L500 Smart Lever Lock (AB-L500)");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/products/${slug}`);
  await expect(page.getByText("This product was discontinued on March 31, 2026. It is supported until March 31, 2028.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Works with" }).getByRole("link", { name: /AB-L500 Smart Lever Lock/ })).toBeVisible();
  await page.goto("/products/ab-l500-smart-lever-lock");
  await expect(page.getByRole("region", { name: "Works with" }).getByRole("link", { name: new RegExp(name) })).toBeVisible();

  expect((await page.request.delete(`/api/products/${id}`)).status()).toBe(204);
});
