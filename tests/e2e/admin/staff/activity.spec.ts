/**
 * The activity log in the browser (decision 032): staff edit a product, open Activity from the
 * sidebar, filter by kind (kept in the address) and find the change with its field before and
 * after (with no accessibility violation); the entry's item link narrows the list to that
 * product's history.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("an edited product appears on the Activity screen with the field it changed", async ({ page }) => {
  await signInThroughApi(page);
  const name = uniqueName("Audit Reader");
  const slug = name.toLowerCase().replaceAll(" ", "-");
  const [category] = (await (await page.request.get("/api/categories")).json()) as { id: string }[];
  const created = await page.request.post("/api/products", {
    data: { categoryId: category!.id, name, slug, productCode: `ACT-${slug.slice(-8)}`, description: "A reader for audits." },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByLabel("Price Range").fill("$120-$150");
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await page.getByLabel("Kind").selectOption({ label: "Product" });
  await expect(page).toHaveURL(/[?&]kind=product/);

  const row = page.getByRole("row").filter({ hasText: name }).filter({ hasText: "Updated" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("admin");
  await expect(row.getByText("Before: (empty)")).toBeHidden();
  await row.locator("summary", { hasText: "price range" }).click();
  await expect(row.getByText("Before: (empty)")).toBeVisible();
  await expect(row.getByText("After: $120-$150")).toBeVisible();
  await expectNoAxeViolations(page, "/admin/activity with an entry's changes open");

  await row.getByRole("button", { name }).click();
  await expect(page).toHaveURL(/[?&]item=/);
  await expect(page.getByText("Only the history of")).toContainText(name);
  await expect(page.getByRole("table", { name: "Activity" }).getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("table", { name: "Activity" })).toContainText("Created");
});
