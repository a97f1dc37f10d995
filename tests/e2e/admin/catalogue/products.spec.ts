/** The Products screen through the browser: create, show publicly, edit, delete; errors; server-side search, filter and sort. */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import sharp from "sharp";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

// Each test walks through many screens and calls (the first also the public pages).
test.describe.configure({ timeout: 90_000 });

const productRow = (page: Page, name: string) => page.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });

/** The product list calls the screen makes, to see that search, sort and paging happen on the server. */
const listCall = (page: Page, check: (params: URLSearchParams) => boolean) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === "/api/products" && request.method() === "GET" && check(url.searchParams);
  });

test("a product is created with a specification, a feature and an uploaded image, shown publicly, edited and deleted after confirmation", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText([
    "Image",
    "Product Code",
    "Name",
    "Category",
    "Price Range",
    "Status",
    "Actions",
  ]);

  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await expect(dialog.getByLabel("Rating")).toHaveValue("5");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  for (const message of [
    "Category is required",
    "Name is required",
    "Product code is required",
    "Slug is required",
    "Description is required",
  ])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  const name = uniqueName("Gate Card Reader");
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel("Category").selectOption({ label: "Fingerprint Readers" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).press("Tab");
  const slug = await dialog.getByLabel("Slug").inputValue();
  expect(slug).toMatch(/^gate-card-reader-[a-z0-9]+$/);
  await expect(dialog.getByText("Used in the product URL", { exact: true })).toBeVisible();
  await dialog.getByLabel("Product Code").fill(code);
  await dialog.getByLabel("Description").fill("A weatherproof reader for turnstile lanes.");
  await dialog.getByLabel("Price Range").fill("$40 - $60");

  await dialog.getByRole("button", { name: "Add specification" }).click();
  await dialog.getByLabel("Name (specification 1)").fill("Read range");
  await dialog.getByLabel("Value (specification 1)").fill("Up to 5 cm");
  await dialog.getByRole("textbox", { name: "Features" }).fill("Anti-tamper alarm");
  await dialog.getByRole("textbox", { name: "Features" }).press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove Anti-tamper alarm" })).toBeVisible();

  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload main image" }).click();
  await (await chooser).setFiles({ name: "reader.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Image uploaded successfully");
  await expect(dialog.getByRole("textbox", { name: "Main image" })).toHaveValue(/^\/uploads\/[0-9a-f]{32}-\d+x\d+\.png$/);
  await expectNoAxeViolations(page, "the product dialog with an uploaded image");

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Product created successfully");
  await expect(dialog).toBeHidden();

  // The new product is found by the server-side search, which the address keeps.
  const searched = listCall(page, (params) => params.get("q") === name);
  await page.getByLabel("Search products").fill(name);
  await searched;
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(name);
  const row = productRow(page, name);
  await expect(row.getByRole("cell")).toHaveText(["", code, name, "Fingerprint Readers", "$40 - $60", "Active", ""]);
  await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}-\d+x\d+\.png$/);
  await expect(page.getByText("Showing 1–1 of 1 products")).toBeVisible();
  await expectNoAxeViolations(page, "the products list");

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Read range", { exact: true })).toBeVisible();
  await expect(page.getByText("Up to 5 cm", { exact: true })).toBeVisible();
  await expect(page.getByText("Anti-tamper alarm", { exact: true })).toBeVisible();

  // Edit: the form opens with everything the product holds.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByLabel("Search products")).toHaveValue(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Product" });
  await expect(editDialog.getByLabel("Category")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(editDialog.getByLabel("Product Code")).toHaveValue(code);
  await expect(editDialog.getByLabel("Slug")).toHaveValue(slug);
  await expect(editDialog.getByLabel("Value (specification 1)")).toHaveValue("Up to 5 cm");
  await expect(editDialog.getByRole("button", { name: "Remove Anti-tamper alarm" })).toBeVisible();
  await expect(editDialog.getByRole("textbox", { name: "Main image" })).toHaveValue(/^\/uploads\//);
  await editDialog.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} Mk2`);
  await editDialog.getByRole("switch", { name: "Featured" }).click();
  await editDialog.getByRole("button", { name: "Update Product" }).click();
  await expectToast(page, "Product updated successfully");
  await expect(productRow(page, `${name} Mk2`).getByRole("cell").nth(5)).toHaveText("Featured");

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} Mk2` })).toBeVisible();

  // Delete: the confirmation names the product and a click outside does not dismiss it.
  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name} Mk2` }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Are you sure you want to delete this product?" });
  await expect(confirmation).toContainText(
    `This will delete "${name} Mk2". It is kept in Recently Deleted for 30 days, where it can be restored.`,
  );
  await page.mouse.click(5, 5);
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Product deleted successfully");
  await expect(confirmation).toBeHidden();
  await expect(page.getByText("No products match your search or category filter.")).toBeVisible();

  const gone = await page.goto(`/products/${slug}`);
  expect(gone?.status()).toBe(404);
});

test("a product code in use is refused under its field, and a changed form asks before it closes", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel("Category").selectOption({ label: "Smart Locks" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(uniqueName("Copy of the lock"));
  await dialog.getByRole("textbox", { name: "Name", exact: true }).press("Tab");
  await dialog.getByLabel("Product Code").fill("AB-L500");
  await dialog.getByLabel("Description").fill("Same code as the demo lock.");
  await dialog.getByRole("button", { name: "Add specification" }).click();
  await dialog.getByLabel("Name (specification 1)").fill("Weight");
  await dialog.getByRole("button", { name: "Add specification" }).click();
  await dialog.getByLabel("Name (specification 2)").fill(" weight");
  await expect(dialog.getByText("Another specification has this name")).toHaveCount(2);
  await dialog.getByRole("button", { name: "Remove specification 2" }).click();
  await dialog.getByLabel("Value (specification 1)").fill("1.2 kg");

  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Failed to create product");
  await expect(dialog.getByText("This product code is already in use")).toBeVisible();
  await expect(dialog.getByLabel("Product Code")).toHaveValue("AB-L500");

  await dialog.getByRole("button", { name: "Close" }).click();
  const discard = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await discard.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Value (specification 1)")).toHaveValue("1.2 kg");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await discard.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(discard).toBeHidden();
});

test("search, category filter, sort and paging run on the server and stay in the address", async ({ page }) => {
  await signInThroughApi(page);
  const firstPage = listCall(page, (params) => params.get("limit") === "25" && params.get("offset") === "0");
  await page.goto("/admin/products");
  await firstPage;
  await expect(page.getByText(/^Showing 1–\d+ of \d+ products$/)).toBeVisible();

  const searched = listCall(page, (params) => params.get("q") === "AB-F300");
  await page.getByLabel("Search products").fill("AB-F300");
  await searched;
  await expect(page).toHaveURL(/[?&]q=AB-F300/);
  await expect(productRow(page, "AB-F300 Fingerprint Access Terminal")).toBeVisible();
  await expect(productRow(page, "AB-L500 Smart Lever Lock")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Search products")).toHaveValue("AB-F300");
  await expect(productRow(page, "AB-L500 Smart Lever Lock")).toHaveCount(0);
  await page.getByLabel("Search products").fill("");
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(productRow(page, "AB-L500 Smart Lever Lock")).toBeVisible();

  await page.getByLabel("Filter by category").selectOption({ label: "Smart Locks" });
  await expect(page).toHaveURL(/[?&]category=smart-locks/);
  await expect(productRow(page, "AB-F300 Fingerprint Access Terminal")).toHaveCount(0);
  await expect(productRow(page, "AB-L500 Smart Lever Lock").getByRole("cell").nth(3)).toHaveText("Smart Locks");
  await page.getByLabel("Filter by category").selectOption({ label: "All categories" });
  await expect(page).not.toHaveURL(/[?&]category=/);
  await expect(productRow(page, "AB-F300 Fingerprint Access Terminal")).toBeVisible();

  // Sorting by product code asks the server for it, ascending then descending.
  const codeHeader = page.getByRole("columnheader", { name: "Product Code" });
  /** Whether the table shows its product codes in this order (ignoring case, as the server sorts). */
  const codesShownInOrder = async (direction: "ascending" | "descending") => {
    const codes = (await page.getByRole("row").locator("td:nth-child(2)").allTextContents()).map((code) => code.toLowerCase());
    const sorted = codes.toSorted();
    return codes.length > 1 && codes.join() === (direction === "ascending" ? sorted : sorted.toReversed()).join();
  };
  const byCode = listCall(page, (params) => params.get("sort") === "code");
  await codeHeader.getByRole("button").click();
  await byCode;
  await expect(page).toHaveURL(/[?&]sort=code/);
  await expect(codeHeader).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => codesShownInOrder("ascending")).toBe(true);

  const byCodeDescending = listCall(page, (params) => params.get("sort") === "-code");
  await codeHeader.getByRole("button").click();
  await byCodeDescending;
  await expect(page).toHaveURL(/[?&]sort=-code/);
  await expect(codeHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "none");
  await expect.poll(() => codesShownInOrder("descending")).toBe(true);
});
