/**
 * The news, support and solutions lists page on the server, 12 cards a page (decision 024): the
 * paging links, the tabs and filters that start again at page 1 and are kept while paging, with
 * and without JavaScript. The demo content is too short to page, and the shared "site" server's
 * content must stay as the other tests read it, so this file runs a server of its own with 14
 * more articles, resources and solutions.
 */
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { ApiClient } from "../support/kits/api-client";
import { testOnOwnServer } from "../support/browser/own-server-test";
import { expectNoAxeViolations } from "../support/browser/axe";

const ADDED = 14;

/** As staff through the API: 14 exhibition articles (dated before the demo's), 14 SDKs and 14 education solutions. */
async function addContent(url: string) {
  const api = new ApiClient(url);
  expect((await api.post("/api/auth/login", { username: "admin", password: E2E_ADMIN_PASSWORD })).status).toBe(200);
  for (let n = 1; n <= ADDED; n++) {
    const created = await Promise.all([
      api.post("/api/news", {
        title: `Archive exhibition ${n}`,
        slug: `archive-exhibition-${n}`,
        category: "exhibition",
        excerpt: "From the archive.",
        content: "From the archive.",
        publishedAt: `2020-01-${String(30 - n).padStart(2, "0")}`,
      }),
      api.post("/api/resources", { title: `Archive SDK ${n}`, type: "sdk", externalUrl: "https://example.com/sdk" }),
      api.post("/api/solutions", {
        name: `Archive campus ${n}`,
        slug: `archive-campus-${n}`,
        description: "From the archive.",
        useCase: "From the archive.",
        industry: ["education"],
      }),
    ]);
    for (const answer of created) expect(answer.status, answer.text).toBe(201);
  }
}

const test = testOnOwnServer("paged-lists", addContent);

const cards = (page: Page) => page.locator("main article");
const paging = (page: Page) => page.getByRole("navigation", { name: "Pages" });

test("the news list pages, and a tab starts again at page 1 and is kept while paging", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByText("Featured / Top Story")).toBeVisible();
  await expect(page.getByRole("region", { name: "Latest articles" }).locator("article")).toHaveCount(12);
  await expect(paging(page).getByText("Page 1 of 2")).toBeVisible();

  await paging(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(paging(page).getByText("Page 2 of 2")).toBeVisible();
  // The demo's two other articles and the 14 added fill 16 places: 4 on page 2, the oldest last.
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByText("Featured / Top Story")).toHaveCount(0);
  await expect(cards(page).last().getByRole("heading")).toHaveText("Archive exhibition 14");
  await expect(paging(page).getByRole("link", { name: "Next" })).toHaveCount(0);

  const tabs = page.getByRole("navigation", { name: "News categories" });
  await tabs.getByRole("link", { name: "Exhibitions" }).click();
  await expect(page).toHaveURL(/\/news\?category=exhibition$/);
  await expect(cards(page)).toHaveCount(12);
  await paging(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/news\?category=exhibition&page=2$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(tabs.getByRole("link", { name: "Exhibitions" })).toHaveAttribute("aria-current", "true");

  await paging(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/news\?category=exhibition$/);
  await expect(cards(page)).toHaveCount(12);
});

test("the support list pages within a type, at /support and at /resources", async ({ page }) => {
  await page.goto("/support");
  await expect(cards(page)).toHaveCount(12);
  await expect(paging(page).getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("navigation", { name: "Resource types" }).getByRole("link", { name: "SDKs" }).click();
  await expect(page).toHaveURL(/\/support\?type=sdk$/);
  await paging(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/support\?type=sdk&page=2$/);
  // The demo's SDK and the 14 added: the demo's, the oldest, is last.
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).last().getByRole("heading")).toHaveText("Aurion Device SDK (AB-FR700 / AB-F300)");

  await page.goto("/resources?type=sdk&page=2");
  await expect(cards(page)).toHaveCount(3);
});

test("the solutions list pages within an industry", async ({ page }) => {
  await page.goto("/solutions");
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole("link", { name: "education", exact: true }).click();
  await expect(page).toHaveURL(/\/solutions\?industry=education$/);
  await expect(paging(page).getByText("Page 1 of 2")).toBeVisible();
  await paging(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/solutions\?industry=education&page=2$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("link", { name: "education", exact: true })).toHaveAttribute("aria-current", "true");
});

test("paging and tabs work without JavaScript", async ({ browser, siteUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: siteUrl });
  const page = await context.newPage();
  await page.goto("/news?category=exhibition");
  await paging(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/news\?category=exhibition&page=2$/);
  await expect(cards(page)).toHaveCount(3);
  await page.goto("/solutions?industry=education&page=2");
  await expect(cards(page)).toHaveCount(3);
  await context.close();
});

test("paged lists pass axe-core in both themes, paging links included", async ({ page }) => {
  for (const theme of ["light", "dark"]) {
    await page.addInitScript((value) => localStorage.setItem("biometrics-theme", value), theme);
    for (const address of ["/news?page=2", "/support?type=sdk", "/solutions?industry=education&page=2"]) {
      await page.goto(address);
      await expect(paging(page)).toBeVisible();
      await expectNoAxeViolations(page, `${address} (${theme})`);
    }
  }
});
