/**
 * Playwright's `test` whose `page` waits, after loading or reloading a page of the site with
 * JavaScript on, until React has hydrated it (the root layout then marks `<html data-hydrated>`).
 * Public pages hydrate after they show (decision 040): a click on a button before that finds no
 * handler and is lost, which made tests fail at random under load. A page a test opens itself,
 * in a context with JavaScript on, gets the same through `waitingForHydration`.
 */
import { expect, test as base, type Page, type Response } from "@playwright/test";

async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * `page`, whose `goto` and `reload` return once the page loaded has hydrated. A `goto` that waits
 * only for the response to start (`waitUntil: "commit"`) returns at once: the test means to look
 * at the page, or act on it, before its scripts run.
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await untilHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilHydrated(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForHydration(page) : page);
  },
});

export { expect };
