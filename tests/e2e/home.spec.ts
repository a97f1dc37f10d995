import { expect, test, waitingForHydration } from "../support/hydrated-page";

test("the home page shows the hero slides, featured solutions and products, Why Choose and the closing call to action", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveCount(4);
  await expect(page.getByRole("heading", { name: "Featured Solutions" })).toBeVisible();
  await expect(page.locator("article").filter({ has: page.getByRole("link", { name: /Smart Campus/ }) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Solutions" })).toHaveAttribute("href", "/solutions");
  await expect(page.getByRole("link", { name: "View All Products" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("heading", { name: /^Why Choose/ })).toBeVisible();
  for (const reason of [
    "Manufacturing Excellence",
    "Global Reach",
    "Complete Solutions",
    "Certified Quality",
    "Proven Track Record",
    "Innovation Driven",
  ]) {
    await expect(page.getByRole("heading", { name: reason })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get a Quote" }).last()).toHaveAttribute("href", "/contact?type=quote");
  await expect(page.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact?type=demo");
});

test("the carousel moves on every 6000 ms, loops, and stops for good after a manual navigation", async ({ page }) => {
  // Time stands still until the test moves it.
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  // Paused a little after the installed time: the clock may already have run a few milliseconds.
  await page.clock.pauseAt(start.getTime() + 10_000);
  await page.goto("/", { waitUntil: "networkidle" });
  const tabs = page.getByRole("tab");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

  await page.clock.runFor(5_900);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.clock.runFor(200);
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.clock.runFor(6_000 * 3);
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true"); // 4 slides: back to the first

  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.clock.runFor(6_000 * 3);
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
});

test("the carousel works by keyboard and wraps around", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab").first().focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab").nth(3)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab").nth(0)).toHaveAttribute("aria-selected", "true");
});

test("the carousel does not autoplay for visitors who ask for reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = waitingForHydration(await context.newPage());
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  // Paused a little after the installed time: the clock may already have run a few milliseconds.
  await page.clock.pauseAt(start.getTime() + 10_000);
  await page.goto("/", { waitUntil: "networkidle" });
  await page.clock.runFor(20_000);
  await expect(page.getByRole("tab").nth(0)).toHaveAttribute("aria-selected", "true");
  await context.close();
});

test("a hero button leads to the catalogue filtered by its category", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab").nth(1).click();
  await page.getByRole("region", { name: "Highlights" }).locator('a[href="/products?category=facial-recognition"]').click();
  await expect(page).toHaveURL(/\/products\?category=facial-recognition$/);
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
});

test("the theme toggle switches to dark, is remembered, and applies before the first paint", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("biometrics-theme"))).toBe("dark");

  // The class is on <html> in the very first paint: check it before any script of the app runs.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto("/products", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("the mobile menu holds the navigation and Get Quote and closes when a link is chosen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = waitingForHydration(await context.newPage());
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "Get Quote" })).toBeVisible();
  await menu.getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(menu).toBeHidden();
  await context.close();
});
