/**
 * Drafts (decision 031): staff save a product as a draft in its dialog, preview its page under the
 * "not public" banner while a visitor gets 404, and publish it, after which the visitor sees it.
 * A scheduled time in the past is refused under its field.
 */
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("staff keep a product as a draft, preview it, and publish it for visitors", async ({ page, browser }) => {
  await signInThroughApi(page);
  const name = uniqueName("Draft Reader");
  const slug = name.toLowerCase().replaceAll(" ", "-");
  const [category] = (await (await page.request.get("/api/categories")).json()) as { id: string }[];
  const created = await page.request.post("/api/products", {
    data: { categoryId: category!.id, name, slug, productCode: `E2E-${slug.slice(-8)}`, description: "A reader not announced yet." },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);

  // A time in the past is refused under its field, before anything is sent.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Product" });
  await dialog.getByLabel("Status").selectOption({ label: "Scheduled" });
  await dialog.getByLabel("Publish at").fill("2020-01-01T09:00");
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog.getByText("The publish time must be in the future")).toBeVisible();
  await dialog.getByLabel("Status").selectOption({ label: "Draft" });
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");
  await expect(page.getByRole("row").filter({ hasText: name }).getByText("Draft", { exact: true })).toBeVisible();

  // The dialog's preview link opens the public page, which staff see under the banner.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const [preview] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("link", { name: "Preview the public page" }).click()]);
  await expect(preview.getByRole("status").filter({ hasText: "Draft — not public" })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1, name })).toBeVisible();
  await preview.close();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const visitor = waitingForAdminHydration(await (await browser.newContext()).newPage());
  expect((await visitor.goto(`/products/${slug}`))?.status()).toBe(404);
  await visitor.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByText(name)).toHaveCount(0);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByLabel("Status").selectOption({ label: "Published" });
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");
  expect((await visitor.goto(`/products/${slug}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.getByText("not public")).toHaveCount(0);
  await visitor.context().close();
});
