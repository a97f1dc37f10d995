/**
 * The catalogue narrows in place (decision 071): typing and choices change the list, the count
 * line, the empty state and the address without a page load; a reload, the back button and the
 * address shared show the same list; without script the GET form does the same by page loads.
 * A page load would drop the window's marker set after the page arrived.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

const MARKER = "__catalogueSamePage";
const markPage = (page: Page) => page.evaluate((marker) => ((window as unknown as Record<string, boolean>)[marker] = true), MARKER);
const stillSamePage = (page: Page) => page.evaluate((marker) => (window as unknown as Record<string, boolean>)[marker] === true, MARKER);

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });

test("typing narrows the list in place before any Enter, keeping the focus and the caret in the box", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  await markPage(page);
  await searchBox(page).pressSequentially("fing");
  await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: "AB-F300 Fingerprint Access Terminal" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "AB-FR700 Face Recognition Terminal" })).toBeHidden();
  await expect(page).toHaveURL(/\/products\?q=fing$/);
  expect(await stillSamePage(page)).toBe(true);
  await expect(searchBox(page)).toBeFocused();
  expect(await searchBox(page).evaluate((box: HTMLInputElement) => [box.value, box.selectionStart])).toEqual(["fing", 4]);
  // Typing on goes on narrowing from where the caret is.
  await page.keyboard.type("erprint access");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(page).toHaveURL(/\/products\?q=fingerprint\+access$/);
  expect(await stillSamePage(page)).toBe(true);
});

test("a word nothing matches shows the empty state, and Clear All Filters brings the whole list back in place", async ({ page }) => {
  await page.goto("/products");
  await markPage(page);
  await searchBox(page).pressSequentially("zzqx");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search term")).toBeVisible();
  await expect(page.getByText("Showing 0 of 3 products")).toBeVisible();
  await page.getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  await expect(page.getByRole("heading", { name: "AB-FR700 Face Recognition Terminal" })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(searchBox(page)).toBeFocused();
  expect(await stillSamePage(page)).toBe(true);
});

test("a reload, the back button and the address shared show the list typed", async ({ page, browser }) => {
  await page.goto("/products");
  await searchBox(page).pressSequentially("fing");
  await expect(page).toHaveURL(/\/products\?q=fing$/);
  await page.reload();
  await expect(searchBox(page)).toHaveValue("fing");
  await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();

  await page.getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AB-F300 Fingerprint Access Terminal" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?q=fing$/);
  await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();

  const shared = await browser.newPage();
  await shared.goto(page.url());
  await expect(searchBox(shared)).toHaveValue("fing");
  await expect(shared.getByText("Showing 2 of 3 products")).toBeVisible();
  await shared.close();
});

test("a choice applies in place, with its own choices and Clear Filters", async ({ page }) => {
  await page.goto("/products");
  await markPage(page);
  await page.getByLabel("Category").selectOption("smart-locks");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(page).toHaveURL(/\/products\?category=smart-locks$/);
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByLabel("Category")).toHaveValue("");
  await expect(page.getByRole("link", { name: "Clear Filters" })).toBeHidden();
  expect(await stillSamePage(page)).toBe(true);
});

test("a search that matches only a discontinued product says so and links to it", async ({ page }) => {
  await page.goto("/products");
  await searchBox(page).pressSequentially("F200");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("1 discontinued product matches")).toBeVisible();
  await page.getByRole("link", { name: "AB-F200 Fingerprint Terminal" }).click();
  await expect(page).toHaveURL(/\/products\/ab-f200-fingerprint-terminal$/);
  await expect(page.getByRole("heading", { level: 1, name: "AB-F200 Fingerprint Terminal" })).toBeVisible();
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the form narrows the list by page loads, keeps the search in the address and clears it", async ({ page }) => {
    await page.goto("/products");
    await searchBox(page).fill("fing");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/products\?q=fing/);
    await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();
    await page.reload();
    await expect(searchBox(page)).toHaveValue("fing");
    await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();

    await searchBox(page).fill("zzqx");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
  });

  test("a search that matches only a discontinued product says so", async ({ page }) => {
    await page.goto("/products?q=F200");
    await expect(page.getByText("1 discontinued product matches")).toBeVisible();
    await expect(page.getByRole("link", { name: "AB-F200 Fingerprint Terminal" })).toHaveAttribute(
      "href",
      "/products/ab-f200-fingerprint-terminal",
    );
  });
});
