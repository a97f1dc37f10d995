/**
 * The download center on the demo content (decision 034): /support searched and filtered by
 * product (typed, with suggestions; resolved by code, slug or name) and platform in the address
 * (also without JavaScript), a resource's page with its old versions at stable addresses, and a
 * product page's downloads.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";
import { expectNoAxeViolations } from "../support/browser/axe";

const cards = (page: Page) => page.locator("main article");
const cardTitles = (page: Page) => cards(page).getByRole("heading");

test("the download center is filtered by a typed product, platform and words, in the address", async ({ page }) => {
  await page.goto("/support");
  const filters = page.getByRole("search");
  const product = filters.getByRole("combobox", { name: "Product" });
  // No list of every product: the field suggests a few as the visitor types.
  await expect(filters.locator("option", { hasText: "AB-L500" })).toHaveCount(0);
  await product.fill("lever");
  await expect(filters.locator("datalist option")).toHaveText(["AB-L500 Smart Lever Lock"]);
  await expect(filters.locator("datalist option")).toHaveAttribute("value", "AB-L500");
  // Choosing the suggestion puts its code into the field, which applies at once.
  await product.fill("AB-L500");
  await expect(page).toHaveURL(/[?&]product=AB-L500(&|$)/);
  await expect(filters).toContainText("Downloads for AB-L500 Smart Lever Lock");
  await expect(cardTitles(page)).toHaveText(["Aurion AccessPro for Windows"]);

  await filters.getByLabel("Platform").selectOption({ label: "Linux" });
  await expect(page).toHaveURL(/platform=linux/);
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();

  await filters.getByRole("combobox", { name: "Product" }).fill("");
  await expect(cardTitles(page)).toHaveText(["Aurion Device SDK (AB-FR700 / AB-F300)"]);
  await expect(page).not.toHaveURL(/product=[^&]/);
  // A type tab keeps the other filters.
  await page.getByRole("navigation", { name: "Resource types" }).getByRole("link", { name: "Apps" }).click();
  await expect(page).toHaveURL(/platform=linux/);
  await expect(page).toHaveURL(/type=app/);
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();

  await page.goto("/support");
  await page.getByRole("search").getByLabel("Search downloads").fill("walkthrogh");
  await page.getByRole("search").getByLabel("Search downloads").press("Enter");
  await expect(page).toHaveURL(/q=walkthrogh/);
  await expect(cardTitles(page)).toHaveText(["AB-FR700 installation and enrolment walkthrough"]);
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(4);

  await page.goto("/support?product=Fingerprint");
  await expect(page.getByRole("search").getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" })).toBeVisible();
  await expectNoAxeViolations(page, "/support with an unknown product");
});

test("without JavaScript a typed product name is resolved, and an unknown one offers matching products", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/support?type=app");
  const filters = page.getByRole("search");
  await filters.getByRole("combobox", { name: "Product" }).fill("ab-f300 fingerprint access terminal");
  await filters.getByLabel("Platform").selectOption({ label: "Windows" });
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/type=app/);
  await expect(filters.getByRole("combobox", { name: "Product" })).toHaveValue("AB-F300");
  await expect(cardTitles(page)).toHaveText(["Aurion AccessPro for Windows"]);

  await filters.getByRole("combobox", { name: "Product" }).fill("Fingerprint");
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(filters).toContainText("No product matches “Fingerprint”.");
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
  await filters.getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" }).click();
  await expect(page).toHaveURL(/product=AB-F300/);
  await expect(page).toHaveURL(/platform=windows/);
  await expect(cardTitles(page)).toHaveText(["Aurion AccessPro for Windows"]);

  // At /resources, the same page under its other address, a suggestion keeps the address.
  await page.goto("/resources?product=Fingerprint");
  await page.getByRole("search").getByRole("link", { name: "AB-F300 Fingerprint Access Terminal" }).click();
  await expect(page).toHaveURL(/\/resources\?product=AB-F300#filters$/);

  // Product pages' links by slug keep working; the message is in the page's language.
  await page.goto("/support?product=ab-l500-smart-lever-lock");
  await expect(cardTitles(page)).toHaveText(["Aurion AccessPro for Windows"]);
  await page.goto("/de/support?product=xyz");
  await expect(page.getByRole("search")).toContainText("Kein Produkt passt zu „xyz“.");
  await context.close();
});

test("a resource's page lists every version with notes and dates, each at its own address", async ({ page }) => {
  await page.goto("/support");
  await cards(page)
    .filter({ hasText: "Aurion AccessPro for Windows" })
    .getByRole("link", { name: /^Version history/ })
    .click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurion AccessPro for Windows");
  await expect(page.getByRole("link", { name: /AB-L500 Smart Lever Lock/ })).toHaveAttribute("href", "/products/ab-l500-smart-lever-lock");

  const versions = page.getByRole("region", { name: "Version history" }).getByRole("listitem");
  await expect(versions.getByRole("heading", { level: 3 })).toHaveText([/^Version 4\.2\.1\s*Current$/, "Version 4.1.0", "Version 4.0.2"]);
  const old = versions.filter({ hasText: "Version 4.1.0" });
  await expect(old.getByText("May 20, 2026")).toBeVisible();
  await expect(old.getByText("Holiday calendars for door schedules.")).toBeVisible();
  await expect(old.getByRole("link", { name: /^Download/ })).toHaveAttribute("href", /^\/uploads\/[0-9a-f]{32}\.zip\?v=\d+$/);

  await old.getByRole("link", { name: "Version 4.1.0", exact: true }).click();
  await expect(page).toHaveURL(/#version-[0-9a-f-]{36}$/);
  const address = page.url();
  await page.goto(address);
  await expect(page.locator(":target")).toContainText("Holiday calendars for door schedules.");

  const missing = await page.goto("/support/00000000-0000-4000-8000-000000000000");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Resource Not Found" })).toBeVisible();
});

test("a demo firmware file downloads with the SHA-256 its page shows", async ({ page }) => {
  await page.goto("/support?type=firmware");
  await cards(page)
    .filter({ hasText: "AB-FR700 firmware" })
    .getByRole("link", { name: /^Version history/ })
    .click();
  const current = page.getByRole("region", { name: "Version history" }).getByRole("listitem").first();
  await expect(current.getByRole("heading", { level: 3 })).toHaveText(/^Version 5\.1\.3/);
  const shown = (await current.locator("code").textContent())!.trim();
  expect(shown).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([page.waitForEvent("download"), current.getByRole("link", { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe("ab-fr700-firmware-5.1.3.bin");
  const bytes = await readFile((await download.path())!);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(shown);
});

for (const theme of ["light", "dark"] as const) {
  test(`a product page lists the downloads that belong to the product, accessibly (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("biometrics-theme", value), theme);
    await page.goto("/products/ab-l500-smart-lever-lock");
    await page.getByRole("navigation", { name: "Product details" }).getByRole("link", { name: "Downloads" }).click();
    const downloads = page.getByRole("region", { name: "Software, firmware and documentation" });
    await expect(downloads.getByRole("article").getByRole("heading")).toHaveText(["Aurion AccessPro for Windows"]);
    await expectNoAxeViolations(page, "/products/ab-l500-smart-lever-lock (Downloads)");
    await downloads.getByRole("link", { name: /^Version history/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurion AccessPro for Windows");
  });
}
