/**
 * The hash-based script policy in Chromium (decision 080): on every public page the browser
 * reports no violation, so every inline script the page runs is named by its hash; a script
 * injected into the page's HTML is refused while the page's own document script runs.
 */
import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "~/lib/theme";
import { publicPages } from "../support/browser/public-pages";
import { expect, test } from "../support/browser/site-test";

/** Collects the page's CSP violations from its very start, and has the visitor's stored theme be dark. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript((themeKey) => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
    );
    localStorage.setItem(themeKey, "dark");
  }, THEME_STORAGE_KEY);
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("no public page has a script refused by its content security policy", async ({ page, request }) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  for (const address of await publicPages(request)) {
    await page.goto(address);
    // The document script ran: it put the stored dark theme on the page before it painted.
    await expect(page.locator("html"), address).toHaveClass(/\bdark\b/);
    expect(await violations(page), address).toEqual([]);
  }
});

test("a script injected into a public page is refused, and the page's own script runs", async ({ page }) => {
  await watchViolations(page);
  await page.route("/products", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", "<script>window.injected = true</script></body>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/products");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src-elem blocked inline at /)]);
});
