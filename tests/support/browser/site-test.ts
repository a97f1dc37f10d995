/**
 * Playwright's `test` for the site. Its `page` uses a public page as it arrives: a public page
 * is HTML whose islands wake when the visitor reaches for them, and keep what the visitor did
 * meanwhile (decision 043), so a test never waits for them — one that needed to would have found
 * a lost tap. The admin area is a React Router application, useless until hydrated: after a load
 * or reload of an admin page with JavaScript on, `page` waits until React has hydrated it (the
 * root layout then marks `<html data-hydrated>`). A page a test opens itself gets the same
 * through `waitingForAdminHydration`.
 */
import { expect, test as base, type Page, type Response } from "@playwright/test";

const isAdminPage = (url: string) => /^\/admin(\/|$)/.test(new URL(url).pathname);

async function untilAdminHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html") || !isAdminPage(response.url())) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * `page`, whose `goto` and `reload` of an admin page return once it has hydrated. A `goto` that
 * waits only for the response to start (`waitUntil: "commit"`) returns at once: the test means to
 * look at the page, or act on it, before its scripts run.
 */
export function waitingForAdminHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await untilAdminHydrated(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilAdminHydrated(page, response);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForAdminHydration(page) : page);
  },
});

export { expect };
