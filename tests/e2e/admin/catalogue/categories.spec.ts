import { expect, test } from "../../../support/browser/site-test";
import sharp from "sharp";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a category is created with an uploaded image, shown in the catalogue filter, edited and deleted through the screen", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Categories" })).toBeVisible();

  const name = uniqueName("Gate Readers");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Slug is required")).toBeVisible();

  // Leaving the name fills the empty slug by the specification's rule.
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Order").click();
  const slug = await dialog.getByLabel("Slug").inputValue();
  expect(slug).toMatch(/^gate-readers-[a-z0-9]+$/);
  await dialog.getByLabel("Order").fill("not a number");

  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6df4" } })
    .png()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "gate.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Image uploaded successfully");
  await expect(dialog.getByLabel("Image")).toHaveValue(/^\/uploads\/[0-9a-f]{32}-\d+x\d+\.png$/);

  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: name });
  // "not a number" was parsed as 0 (docs/behaviour/admin-area.md §5).
  await expect(row.getByRole("cell").nth(3)).toHaveText("0");

  await page.goto("/products");
  await expect(page.getByLabel("Category").locator("option", { hasText: name })).toHaveCount(1);

  await page.goto("/admin/categories");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Category" });
  await editDialog.getByLabel("Name").fill(`${name} Renamed`);
  // A changed form asks before it closes, and keeps the changes when the user keeps editing.
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Keep editing" }).click();
  await expect(editDialog.getByLabel("Name")).toHaveValue(`${name} Renamed`);
  await editDialog.getByRole("button", { name: "Update Category" }).click();
  await expectToast(page, "Category updated successfully");
  await expect(page.getByRole("row").filter({ hasText: `${name} Renamed` })).toHaveCount(1);

  await page.getByRole("button", { name: `Delete ${name} Renamed` }).click();
  await expectToast(page, "Category deleted successfully");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("a slug already in use is refused under the slug field, and nothing else is lost", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByLabel("Name").fill(uniqueName("Duplicate"));
  await dialog.getByLabel("Name").press("Tab");
  await expect(dialog.getByLabel("Slug")).toHaveValue(/^duplicate-/);
  await dialog.getByLabel("Slug").fill("facial-recognition");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Failed to create category");
  await expect(dialog.getByText(/slug.*(in use|taken|exists)/i)).toBeVisible();
  await expect(dialog.getByLabel("Slug")).toHaveValue("facial-recognition");
});
