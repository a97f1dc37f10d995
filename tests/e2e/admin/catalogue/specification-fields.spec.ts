import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a category's typed fields are added and translated in its dialog, a product fills them, and the product page shows them", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/categories");
  const category = uniqueName("Turnstiles");
  await page.getByRole("button", { name: "Add Category" }).click();
  const created = page.getByRole("dialog", { name: "Add Category" });
  await expect(created.getByText("Save the category first; then its specification fields can be added here.")).toBeVisible();
  await created.getByLabel("Name").fill(category);
  await created.getByLabel("Order").click();
  await created.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");

  await page.getByRole("button", { name: `Edit ${category}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Category" });
  await dialog.getByRole("button", { name: "Add field" }).click();
  await dialog.getByLabel("Field 1 name").fill("Lane width");
  await dialog.getByLabel("Unit", { exact: true }).fill("mm");
  await dialog.getByRole("button", { name: "Add field" }).click();
  await dialog.getByLabel("Field 2 name").fill("Finish");
  await dialog.getByLabel("Type").nth(1).selectOption({ label: "Choice" });
  await dialog.getByRole("button", { name: "Save fields" }).click();
  await expect(dialog.getByText("A choice field needs at least one choice")).toBeVisible();
  await dialog.getByLabel("Choices").fill("Stainless steel, Powder coated");
  await dialog.getByRole("button", { name: "Move Finish up" }).click();
  await dialog.getByRole("button", { name: "Save fields" }).click();
  await expectToast(page, "Specification fields saved");
  await expect(dialog.getByLabel("Field 1 name")).toHaveValue("Finish");
  await dialog.getByText("Translations of Lane width (0 of 10 languages)").click();
  await dialog.getByLabel("Lane width: Name (Deutsch)").fill("Durchgangsbreite");
  await dialog.getByRole("button", { name: "Save fields" }).click();
  await expectToast(page, "Specification fields saved");
  await expect(dialog.getByText("Translations of Lane width (1 of 10 languages)")).toBeVisible();

  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const product = page.getByRole("dialog", { name: "Add Product" });
  const name = uniqueName("Speed Gate");
  await product.getByLabel("Category").selectOption({ label: category });
  await product.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await product.getByRole("textbox", { name: "Name", exact: true }).press("Tab");
  const slug = await product.getByLabel("Slug").inputValue();
  await product.getByLabel("Product Code").fill(`E2E-${Date.now().toString(36).toUpperCase()}`);
  await product.getByLabel("Description").fill("A speed gate for office lobbies.");
  await product.getByLabel("Lane width (mm)").fill("900");
  await product.getByLabel("Finish").selectOption("Powder coated");
  await product.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Product created successfully");

  await page.goto(`/products/${slug}`);
  await expect(page.getByText("900 mm", { exact: true })).toBeVisible();
  await expect(page.getByText("Powder coated", { exact: true })).toBeVisible();
  await page.goto(`/de/products/${slug}`);
  await expect(page.getByText("Durchgangsbreite", { exact: true })).toBeVisible();
});
