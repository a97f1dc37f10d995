/**
 * The header holds on one line in every language at every desktop width: the navigation shows
 * inline from 1280 px (decision 041) and collapses into the menu button below, where it did not
 * fit (English ran 120 px past the edge at 1024 px, Russian 75 px at 1280 px).
 */
import { expect, test } from "../support/browser/site-test";

const LOCALES = ["en", "zh-CN", "zh-TW", "ar", "es", "fr", "de", "ja", "ko", "ru", "pt"] as const;
const WIDTHS = [1024, 1279, 1280, 1440];

for (const width of WIDTHS) {
  test(`at ${width} px the header fits in every language, with its navigation inline from 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of LOCALES) {
      await page.goto(locale === "en" ? "/products" : `/${locale}/products`);
      const header = page.locator("header").first();
      const overflow = await header.evaluate((element) => {
        const edges = [...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect());
        return Math.max(0, ...edges.map((box) => box.right - window.innerWidth), ...edges.map((box) => -box.left));
      });
      expect(overflow, `${locale}: the header reaches ${overflow} px past the window`).toBeLessThanOrEqual(0);
      await expect(header.getByRole("navigation")).toBeVisible({ visible: width >= 1280 });
    }
  });
}
