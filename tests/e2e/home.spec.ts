import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

test("the home page shows the hero slides, featured solutions and products, Why Choose and the closing call to action", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("group", { name: "Choose a slide" }).getByRole("button")).toHaveCount(4);
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

/** The slide on show, by its label ("2 of 4"): the only one fully opaque (none while two cross-fade). */
const slideShown = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll("[data-hero-slide]")].filter((slide) => getComputedStyle(slide).opacity === "1");
    return shown.length === 1 ? shown[0]!.getAttribute("aria-label") : null;
  });

/**
 * Moves the page's own autoplay (CSS, until the carousel hydrates) to `ms` after the page
 * started: every animation of the page started together.
 */
const autoplayAt = (page: Page, ms: number) =>
  page.evaluate((time) => document.getAnimations().forEach((animation) => (animation.currentTime = time)), ms);

test("the carousel moves on every 6000 ms, loops, and stops for good after a manual navigation", async ({ page }) => {
  // The island's timers stand still until the test moves them.
  await page.clock.install();
  await page.goto("/");
  await autoplayAt(page, 5_000);
  await expect.poll(() => slideShown(page)).toBe("1 of 4");
  await autoplayAt(page, 6_500);
  await expect.poll(() => slideShown(page)).toBe("2 of 4");
  await autoplayAt(page, 4 * 6_000 + 500);
  await expect.poll(() => slideShown(page)).toBe("1 of 4"); // 4 slides: back to the first

  // The island takes over from the slide on show, and a manual navigation stops the autoplay.
  await autoplayAt(page, 6_500);
  await page.getByRole("button", { name: "Next slide" }).click();
  await expect(page.getByRole("button", { name: /^Slide 3:/ })).toHaveAttribute("aria-current", "true");
  // The page's own autoplay has stopped: what moves now is the island's fade.
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSAnimation).length)).toBe(0);
  await page.clock.runFor(6_000 * 3);
  await expect.poll(() => slideShown(page)).toBe("3 of 4");
});

test("the carousel autoplays on once it has hydrated, until the visitor navigates it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // A focus wakes the island without navigating it.
  await page.getByRole("button", { name: /^Slide 1:/ }).focus();
  await expect(page.getByRole("button", { name: /^Slide 1:/ })).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(6_000);
  await expect(page.getByRole("button", { name: /^Slide 2:/ })).toHaveAttribute("aria-current", "true");
});

test("the carousel works by keyboard and wraps around", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /^Slide 1:/ }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("button", { name: /^Slide 4:/ })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: /^Slide 1:/ })).toHaveAttribute("aria-current", "true");
});

test("the carousel does not autoplay for visitors who ask for reduced motion", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto("/");
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await page.getByRole("button", { name: /^Slide 1:/ }).focus();
  await expect(page.getByRole("button", { name: /^Slide 1:/ })).toHaveAttribute("aria-current", "true");
  await page.clock.runFor(20_000);
  await expect.poll(() => slideShown(page)).toBe("1 of 4");
  await context.close();
});

test("a hero button leads to the catalogue filtered by its category", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: /^Slide 2:/ }).click();
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
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await expect(menu.getByRole("link", { name: "Get Quote" })).toBeVisible();
  await menu.getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(menu).toBeHidden();
  await context.close();
});
