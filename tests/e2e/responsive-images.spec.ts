import type { Locator } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

/** The address the browser chose for an image, once it has loaded. */
async function chosenSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.currentSrc);
}

test("the home page's first hero image comes first, from its AVIF copies", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Highlights" }).locator("img").first();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("width", "1920");
  await expect(hero).toHaveAttribute("height", "1080");
  // 1280 CSS pixels at a device pixel ratio of 1: the 1600 px copy.
  expect(await chosenSource(hero)).toMatch(/\/demo\/hero-[a-z-]+-1600w\.avif$/);
});

test("product cards' images have their size, srcsets and lazy loading, and load a small modern copy", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/products");
  const images = page.locator("article img");
  await expect(images.first()).toBeVisible();
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    await expect(image).toHaveAttribute("loading", "lazy");
    const sources = image.locator("xpath=preceding-sibling::source");
    await expect(sources).toHaveCount(2);
    await expect(sources.first()).toHaveAttribute("type", "image/avif");
    await expect(sources.first()).toHaveAttribute("srcset", /-480w\.avif 480w/);
    await expect(sources.last()).toHaveAttribute("srcset", /-480w\.webp 480w/);
  }
  // A card is about 300 px wide: the 480 px copy, in AVIF or WebP, never the 1200 px original.
  expect(await chosenSource(images.first())).toMatch(/-480w\.(avif|webp)$/);
});

test("a product page's main image is the first screen's priority image", async ({ page }) => {
  await page.goto("/products");
  await page.locator("article a").first().click();
  const main = page.getByRole("button", { name: /^Enlarge/ }).locator("img");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  expect(await chosenSource(main)).toMatch(/-\d+w\.(avif|webp)$|\.webp$/);
});

test("the solutions list's first picture is the first screen's priority image, the others load lazily", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/solutions");
  const images = page.locator("article img");
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  const count = await images.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 1; index < count; index++) {
    await expect(images.nth(index)).toHaveAttribute("loading", "lazy");
    await expect(images.nth(index)).not.toHaveAttribute("fetchpriority", /.*/);
  }
});
