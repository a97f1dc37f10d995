/**
 * Typed specifications and the comparison (decision 033): filtering the catalogue by a number range
 * and a choice with counts, with and without JavaScript; comparing products picked from the
 * catalogue and the product page, with the fifth refused, the differences marked and kept alone, and
 * the comparison's address shared. The shared "site" server's catalogue must stay as the other
 * tests read it, so this file runs a server of its own with three more face terminals.
 */
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { ApiClient } from "../support/kits/api-client";
import { waitingForAdminHydration } from "../support/browser/site-test";
import { testOnOwnServer } from "../support/browser/own-server-test";
import { expectNoAxeViolations } from "../support/browser/axe";

/** Name, slug, face capacity, IP rating and Wi-Fi of the terminals added beside the demo's AB-FR700 (50,000 faces, IP65, no Wi-Fi). */
const TERMINALS = [
  ["Gate Face A", "gate-face-a", 3_000, "IP65", true],
  ["Gate Face B", "gate-face-b", 10_000, "IP67", true],
  ["Gate Face C", "gate-face-c", 20_000, "IP65", false],
] as const;

async function addTerminals(url: string) {
  const api = new ApiClient(url);
  expect((await api.post("/api/auth/login", { username: "admin", password: E2E_ADMIN_PASSWORD })).status).toBe(200);
  const categories = await api.get<{ id: string; slug: string }[]>("/api/categories");
  const face = categories.body.find((category) => category.slug === "facial-recognition")!;
  for (const [name, slug, capacity, rating, wifi] of TERMINALS) {
    const created = await api.post("/api/products", {
      categoryId: face.id,
      name,
      slug,
      productCode: slug.toUpperCase(),
      description: "Face terminal for gates.",
      specifications: { Camera: "2 MP" },
      specificationValues: { "Face capacity": capacity, "IP rating": rating, "Wi-Fi": wifi },
    });
    expect(created.status, created.text).toBe(201);
  }
}

const test = testOnOwnServer("compare", addTerminals);

const cardNames = (page: Page) => page.locator("main article h3");
/** The comparison's product columns. */
const productHeads = (page: Page) => page.locator("thead th");
const filters = (page: Page) => page.getByRole("group", { name: "Specifications" });

test("filters face terminals by a capacity range and an IP rating, with counts that follow the other filters", async ({ page }) => {
  await page.goto("/products?category=facial-recognition");
  await expect(page.getByText("Showing 4 of 6 products")).toBeVisible();
  await expect(filters(page).getByLabel("IP65 (3)")).toBeVisible();
  await expect(page.getByText("From 3,000 to 50,000")).toBeVisible();

  await filters(page).getByRole("spinbutton", { name: "Min" }).first().fill("5000");
  await filters(page).getByRole("spinbutton", { name: "Min" }).first().press("Tab");
  await expect(page).toHaveURL(/face-capacity-min=5000/);
  await expect(page.getByText("Showing 3 of 6 products")).toBeVisible();
  // Counts now follow the range: Gate Face A (IP65, 3,000 faces) is no longer counted.
  await expect(filters(page).getByLabel("IP65 (2)")).toBeVisible();
  await expect(filters(page).getByLabel("IP67 (1)")).toBeVisible();

  await filters(page).getByLabel("IP65 (2)").check();
  await expect(page).toHaveURL(/ip-rating=IP65/);
  await expect(page.getByText("Showing 2 of 6 products")).toBeVisible();
  await expect(cardNames(page)).toHaveText(["Gate Face C", "AB-FR700 Face Recognition Terminal"]);
  await expectNoAxeViolations(page, "/products?category=facial-recognition&face-capacity-min=5000&ip-rating=IP65");

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page.getByText("Showing 6 of 6 products")).toBeVisible();
  await expect(page.getByRole("group", { name: "Specifications" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the typed filters are a GET form that the Search button submits", async ({ page }) => {
    await page.goto("/products?category=facial-recognition");
    await filters(page).getByRole("spinbutton", { name: "Max" }).first().fill("15000");
    await filters(page).getByLabel("Yes (2)").first().check();
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/face-capacity-max=15000.*wi-fi=yes/);
    await expect(cardNames(page)).toHaveText(["Gate Face B", "Gate Face A"]);
  });

  test("the comparison's address shows the table, and Add to Compare opens it", async ({ page }) => {
    await page.goto("/compare?products=gate-face-a,gate-face-b&differences=only");
    await expect(page.getByRole("row", { name: /IP rating/ })).toBeVisible();
    await page.goto("/products/gate-face-c");
    await page.getByRole("button", { name: "Add to Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?products=gate-face-c$/);
    await expect(page.getByRole("columnheader", { name: /Gate Face C/ })).toBeVisible();
  });
});

test("compares terminals picked from the catalogue and a product page; a fifth is refused; the differences stand alone and the address is shared", async ({
  page,
  browser,
}) => {
  // Eight pages, two axe checks and a second visitor: longer than one page's test.
  test.setTimeout(90_000);
  await page.goto("/products?category=facial-recognition");
  for (const name of ["Gate Face A", "Gate Face B"]) {
    await page.locator("main article", { hasText: name }).getByRole("button", { name: "Add to Compare" }).click();
  }
  const bar = page.getByRole("region", { name: "Comparison list" });
  await expect(bar.getByText("2 of 4 products to compare")).toBeVisible();
  await expect(page.locator("main article", { hasText: "Gate Face A" }).getByRole("button", { name: "In Comparison" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The list shows once the page is interactive: only then does the button add rather than open the comparison.
  for (const [slug, listed] of [
    ["gate-face-c", 2],
    ["ab-fr700-face-recognition-terminal", 3],
  ] as const) {
    await page.goto(`/products/${slug}`);
    await expect(bar.getByText(`${listed} of 4 products to compare`)).toBeVisible();
    await page.getByRole("button", { name: "Add to Compare" }).click();
    await expect(bar.getByText(`${listed + 1} of 4 products to compare`)).toBeVisible();
  }
  await page.goto("/products/ab-f300-fingerprint-access-terminal");
  await expect(bar.getByText("4 of 4 products to compare")).toBeVisible();
  await page.getByRole("button", { name: "Add to Compare" }).click();
  await expect(page.getByText("You can compare up to 4 products. Remove one to add another.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Compare" })).toHaveAttribute("aria-pressed", "false");
  await page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("button", { name: "Close" })
    .click();
  await bar.getByRole("button", { name: "Remove Gate Face C from the comparison" }).click();
  await expect(bar.getByText("3 of 4 products to compare")).toBeVisible();

  await bar.getByRole("link", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/compare\?products=gate-face-a,gate-face-b,ab-fr700-face-recognition-terminal$/);
  await expect(productHeads(page)).toHaveText([/Gate Face A/, /Gate Face B/, /AB-FR700/]);
  const ipRow = page.getByRole("row", { name: /IP rating/ }).first();
  await expect(ipRow).toContainText("Differs");
  await expect(ipRow.getByRole("cell")).toHaveText(["IP65", "IP67", "IP65"]);
  const categoryRow = page.getByRole("row", { name: /^Category/ });
  await expect(categoryRow).not.toContainText("Differs");
  await expectNoAxeViolations(page, "/compare");

  await page.getByRole("link", { name: "Show differences only" }).click();
  await expect(page).toHaveURL(/differences=only/);
  await expect(categoryRow).toHaveCount(0);
  await expect(ipRow).toBeVisible();
  await page.getByRole("link", { name: "Show all rows" }).click();
  await expect(categoryRow).toBeVisible();

  // Someone else opens the shared address: the same table, with an unknown product left out and said so.
  const other = waitingForAdminHydration(await browser.newPage());
  await other.goto(`${page.url()},no-such-terminal`);
  await expect(other.getByRole("status")).toHaveText("Left out because no such product is available: no-such-terminal");
  await expect(productHeads(other)).toHaveText([/Gate Face A/, /Gate Face B/, /AB-FR700/]);
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await other.goto("/de/compare?products=gate-face-a,gate-face-b");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Produkte vergleichen");
  await expect(other.getByRole("row", { name: /IP-Schutzart/ })).toContainText("Unterschied");
  await other.close();
});
