import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

// The demo content (app/db/seed): a fingerprint terminal among the products, and "access" in every kind.
const FINGERPRINT_TERMINAL = "AB-F300 Fingerprint Access Terminal";

const headerBox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
/** The header's search toggle: a disclosure's summary, named "Open search" or "Close search" as it stands. */
const searchToggle = (page: Page) => page.getByRole("banner").locator("summary").filter({ hasText: "Open search" });

test("the header box suggests as the visitor types, despite a typing mistake, and the keyboard moves through and opens them", async ({
  page,
}) => {
  await page.goto("/");
  await searchToggle(page).click();
  const box = headerBox(page);
  await expect(box).toBeFocused();
  await box.pressSequentially("fingerprnt");

  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  const terminal = suggestions.getByRole("option", { name: `Products ${FINGERPRINT_TERMINAL}` });
  await expect(terminal).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).not.toHaveAttribute("aria-activedescendant");

  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", (await terminal.getAttribute("id"))!);
  await expect(terminal).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(suggestions).toBeHidden();
  await expect(box).toHaveValue("fingerprnt");

  await box.press("ArrowDown");
  await expect(terminal).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\/ab-f300-fingerprint-access-terminal$/);
  await expect(page.getByRole("heading", { level: 1, name: FINGERPRINT_TERMINAL })).toBeVisible();
});

test("the header search, opened and typed in while the page's scripts are still loading, works when they run", async ({ page }) => {
  let runScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (runScripts = resolve));
  await page.route("**/assets/islands/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/news", { waitUntil: "commit" });
  const toggle = searchToggle(page);
  await expect(toggle).toHaveAccessibleName("Open search");
  await toggle.click();
  await expect(headerBox(page)).toBeFocused();
  await expect(toggle).toHaveAccessibleName("Close search");
  await headerBox(page).pressSequentially("acc");

  runScripts();
  await expect(headerBox(page)).toBeVisible();
  await expect(headerBox(page)).toHaveValue("acc");
  await headerBox(page).pressSequentially("ess");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  await headerBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=access$/);
});

test("Enter without a chosen suggestion searches: the results page groups every kind with counts, and a kind pages on its own", async ({
  page,
}) => {
  await page.goto("/news");
  await searchToggle(page).click();
  await headerBox(page).fill("access");
  await headerBox(page).press("Enter");

  await expect(page).toHaveURL(/\/search\?q=access$/);
  await expect(page).toHaveTitle(/^Search \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.getByText(/^Results for “access”: \d+$/)).toBeVisible();
  const kinds = page.getByRole("navigation", { name: "Kinds of results" }).getByRole("link");
  await expect(kinds).toHaveText([
    /^All \d+$/,
    /^Products \d+$/,
    /^Solutions \d+$/,
    /^News \d+$/,
    /^Case studies \d+$/,
    /^Downloads \d+$/,
    /^Security advisories \d+$/,
    /^Certificates \d+$/,
  ]);
  // Every kind is offered, with its count; those with results have their section (no certificate says "access").
  for (const kind of ["Products", "Solutions", "News", "Case studies", "Downloads", "Security advisories"]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${kind} \\d+$`) })).toBeVisible();
  }

  await kinds.filter({ hasText: /^Products/ }).click();
  await expect(page).toHaveURL(/\/search\?q=access&kind=product$/);
  await expect(kinds.filter({ hasText: /^Products/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("article").first()).toContainText("Products");
  await expect(page.getByRole("heading", { level: 2, name: "News" })).toHaveCount(0);
});

test("a download found opens its page in the download center, from the results and the suggestions, in the visitor's language", async ({
  page,
}) => {
  const accessPro = "Aurion AccessPro for Windows";
  await page.goto("/de/search?q=accesspro");
  await page.getByRole("main").getByRole("link", { name: accessPro }).click();
  await expect(page).toHaveURL(/\/de\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accessPro);

  await page.goto("/");
  await searchToggle(page).click();
  await headerBox(page).pressSequentially("accesspro");
  await page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("option", { name: `Downloads ${accessPro}` })
    .click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(accessPro);
});

test("the results page has a state without a text and one without results, in the visitor's language", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "What are you looking for?" })).toBeVisible();
  await page.goto("/search?q=zzqqxxv");
  await expect(page.getByRole("heading", { name: "No results for “zzqqxxv”" })).toBeVisible();
  await page.goto("/de/search?q=zzqqxxv");
  await expect(page.getByRole("heading", { name: "Keine Ergebnisse für „zzqqxxv“" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search opens and its form, like the page's, submits to the results page", async ({ page }) => {
    await page.goto("/about");
    await searchToggle(page).click();
    await headerBox(page).fill("fingerprint");
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=fingerprint$/);
    await expect(page.getByRole("link", { name: FINGERPRINT_TERMINAL })).toBeVisible();

    const pageBox = page.getByRole("main").getByRole("combobox", { name: "Search the site" });
    await expect(pageBox).toHaveValue("fingerprint");
    await pageBox.fill("smart campus");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=smart\+campus$/);
    await expect(page.getByRole("link", { name: "Smart Campus Access Control" }).first()).toBeVisible();
  });
});
