/**
 * The header holds on one line in every language at every desktop width: the navigation shows
 * inline from 1280 px (decision 041) and collapses into the menu button below, where it did not
 * fit (English ran 120 px past the edge at 1024 px, Russian 75 px at 1280 px).
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";
import { LOCALES, localizedPath } from "~/lib/i18n/locales";

const WIDTHS = [1024, 1279, 1280, 1440];

/** The header's reach past the window's edges, in pixels (0 when it fits). */
const overflowOf = (header: Locator) =>
  header.evaluate((element) => {
    const edges = [...element.querySelectorAll("*")].map((child) => child.getBoundingClientRect());
    return Math.max(0, ...edges.map((box) => box.right - window.innerWidth), ...edges.map((box) => -box.left));
  });

// Each language's page is loaded once, at the first width, and measured at every width: the
// header's layout is CSS alone (its breakpoints), which a change of the window's width reapplies.
test(`at ${WIDTHS.join(", ")} px the header fits in every language, with its navigation inline from 1280 px`, async ({ page }) => {
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(localizedPath(locale, "/products"));
    const header = page.locator("header").first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await overflowOf(header);
      expect(overflow, `${locale} at ${width} px: the header reaches ${overflow} px past the window`).toBeLessThanOrEqual(0);
      await expect(header.getByRole("navigation"), `${locale} at ${width} px`).toBeVisible({ visible: width >= 1280 });
    }
  }
});
