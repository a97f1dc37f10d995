/**
 * The dashboard's "Content Translations": an untranslated category is counted and named until it
 * is translated into every language.
 */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { signInThroughApi, uniqueName } from "../admin-session";
import { TRANSLATION_LOCALES } from "~/lib/content-translations";

test.describe.configure({ timeout: 60_000 });

const categoriesRow = (page: Page) =>
  page
    .getByRole("table", { name: "Items missing each language" })
    .getByRole("row")
    .filter({
      has: page.getByRole("link", { name: "Categories", exact: true }),
    });
const untranslatedCategories = (page: Page) => page.getByRole("list", { name: "Categories missing translations" });

/** How many categories the table says miss each language, in the table's order (TRANSLATION_LOCALES). */
async function categoriesMissing(page: Page): Promise<number[]> {
  const cells = await categoriesRow(page).getByRole("cell").allInnerTexts();
  return cells.slice(2).map((text) => (text.includes("Complete") ? 0 : Number.parseInt(text, 10)));
}

/**
 * Other tests on this server add and remove categories of their own meanwhile, which moves every
 * language's count alike (they translate into Chinese and French, not these two): how many more
 * categories miss Portuguese than Russian does not.
 */
async function portugueseLead(page: Page): Promise<number> {
  const counts = await categoriesMissing(page);
  return counts[TRANSLATION_LOCALES.indexOf("pt")]! - counts[TRANSLATION_LOCALES.indexOf("ru")]!;
}

/** Reloads the dashboard and waits for the counts, which can take a while on a busy server. */
async function reloadDashboard(page: Page) {
  await page.reload();
  await expect(categoriesRow(page)).toBeVisible({ timeout: 15_000 });
}

test("a new category is listed as missing every language until it is translated into all of them", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin");
  // "0" sorts it before the other categories, so it is among the few the dashboard names.
  const name = uniqueName("0 Lobby Readers");
  const created = await page.request.post("/api/categories", {
    data: { name, slug: name.toLowerCase().replace(/\W+/g, "-"), description: "Readers for reception desks." },
  });
  expect(created.status()).toBe(201);
  const category = (await created.json()) as { id: string };
  const translated = (languages: readonly string[]) => ({
    translations: Object.fromEntries(
      languages.map((language) => [language, { name: `${name} (${language})`, description: `Description (${language})` }]),
    ),
  });
  const item = untranslatedCategories(page).getByRole("listitem").filter({ hasText: name });

  try {
    await reloadDashboard(page);
    await expect(item).toContainText(`Missing all ${TRANSLATION_LOCALES.length} languages`);
    const missing = await categoriesMissing(page);
    expect(Math.min(...missing)).toBeGreaterThan(0);
    await expect(categoriesRow(page).getByRole("cell").nth(2)).toHaveText(`${missing[0]} missing`);
    const lead = await portugueseLead(page);

    // Every language but Portuguese: the category still misses that one, and Russian's count drops.
    let response = await page.request.put(`/api/categories/${category.id}`, {
      data: translated(TRANSLATION_LOCALES.filter((language) => language !== "pt")),
    });
    expect(response.status()).toBe(200);
    await reloadDashboard(page);
    await expect(item).toContainText("Missing Português");
    expect(await portugueseLead(page)).toBe(lead + 1);

    response = await page.request.put(`/api/categories/${category.id}`, { data: translated(TRANSLATION_LOCALES) });
    expect(response.status()).toBe(200);
    await reloadDashboard(page);
    await expect(page.getByText(name)).toHaveCount(0);
    expect(await portugueseLead(page)).toBe(lead);

    await categoriesRow(page).getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
  } finally {
    await page.request.delete(`/api/categories/${category.id}`);
  }
});

test("on a phone the table scrolls sideways inside the page, which passes the accessibility checks", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughApi(page);
  await page.goto("/admin");
  const table = page.getByRole("table", { name: "Items missing each language" });
  await expect(categoriesRow(page)).toBeVisible({ timeout: 15_000 });
  const sizes = await table.evaluate((element) => ({
    page: document.documentElement.scrollWidth,
    box: element.parentElement!.clientWidth,
    table: element.scrollWidth,
  }));
  expect(sizes.page).toBeLessThanOrEqual(375);
  expect(sizes.table).toBeGreaterThan(sizes.box);
  await expect(page.getByRole("heading", { name: "Missing translations" })).toBeVisible();
  await expectNoAxeViolations(page, "the dashboard at 375 px");
});
