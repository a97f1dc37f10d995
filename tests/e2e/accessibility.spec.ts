/**
 * Every public page in every state, and every admin screen, passes axe-core with all its rules
 * (tests/support/browser/axe.ts), in both themes, on a phone (375 px) and a desktop (1280 px) screen.
 *
 * Each page is loaded once per width and checked in both themes: in the theme it opened in, then
 * in the other one, switched by the header's theme toggle as a visitor switches it. The toggle
 * stores the choice, so the next page opens in it: the pages open in light and in dark in turn,
 * and the theme applied before the first paint is checked in both as well. The pages and screens
 * are shared out over several tests, which the two workers run side by side.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/browser/axe";
import { publicPages, publicPageStates } from "../support/browser/public-pages";
import { expect, test } from "../support/browser/site-test";
import { THEME_STORAGE_KEY } from "~/lib/theme";
import { signInThroughApi } from "./admin/admin-session";
import { expectTheme, switchTheme, type Theme } from "../support/browser/theme";

test.describe.configure({ mode: "parallel" });

const WIDTHS = [375, 1280] as const;
/** How many tests share out the public pages' states, and the admin screens, at each width. */
const PUBLIC_PARTS = 4;
const ADMIN_PARTS = 3;

const ADMIN_SCREENS = [
  "/admin",
  "/admin/categories",
  "/admin/products",
  "/admin/solutions",
  "/admin/resources",
  "/admin/news",
  "/admin/case-studies",
  "/admin/distributors",
  "/admin/hero-slides",
  "/admin/company-info",
  "/admin/inquiries",
  "/admin/media",
  "/admin/recently-deleted",
  "/admin/database",
  "/admin/users",
  "/admin/activity",
  "/admin/webhooks",
  "/admin/account",
  "/admin/no-such-screen",
];

/** The items of one part of `items` shared out over `parts` tests (every `parts`-th, from `part`). */
const partOf = <T>(items: readonly T[], part: number, parts: number) => items.filter((_, index) => index % parts === part);

/** Checks the page in the theme it shows, then in the other one; answers the theme it leaves on. */
async function expectNoAxeViolationsInBothThemes(page: Page, theme: Theme, what: string): Promise<Theme> {
  await expectTheme(page, theme);
  await expectNoAxeViolations(page, `${what} (${theme})`);
  const other = await switchTheme(page, theme);
  await expectNoAxeViolations(page, `${what} (${other})`);
  return other;
}

for (const width of WIDTHS) {
  for (let part = 0; part < PUBLIC_PARTS; part++) {
    test(`every public page and state passes axe-core in both themes and has one h1 (${width} px, part ${part + 1} of ${PUBLIC_PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      let theme: Theme = "light";
      for (const state of partOf(await publicPageStates(request), part, PUBLIC_PARTS)) {
        await page.goto(state.path);
        if (state.form) {
          // The form's errors, as a visitor who sends it empty sees them.
          await page.getByRole("button", { name: "Submit Inquiry" }).click();
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        }
        await expect(page.locator("h1"), `one h1 on ${state.path}`).toHaveCount(1);
        theme = await expectNoAxeViolationsInBothThemes(page, theme, `${state.form ? "the errors of " : ""}${state.path}, ${width} px`);
      }
    });
  }

  test(`the admin login screen passes axe-core in both themes (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/login");
    await expectTheme(page, "light");
    await expectNoAxeViolations(page, `/admin/login, ${width} px (light)`);
    // The screen has no toggle: it shows the theme a visitor chose on another page.
    await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    await page.reload();
    await expectTheme(page, "dark");
    await expectNoAxeViolations(page, `/admin/login, ${width} px (dark)`);
  });

  for (let part = 0; part < ADMIN_PARTS; part++) {
    test(`every admin screen passes axe-core in both themes (${width} px, part ${part + 1} of ${ADMIN_PARTS})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await signInThroughApi(page);
      let theme: Theme = "light";
      for (const path of partOf(ADMIN_SCREENS, part, ADMIN_PARTS)) {
        await page.goto(path);
        // A screen's lists arrive by calls after the page: check it once they are shown.
        await page.waitForLoadState("networkidle");
        theme = await expectNoAxeViolationsInBothThemes(page, theme, `${path}, ${width} px`);
      }
    });
  }
}

test("the Arabic pages, right to left, pass axe-core too", async ({ page, request }) => {
  test.setTimeout(120_000);
  for (const path of (await publicPages(request)).map((english) => `/ar${english === "/" ? "" : english}`)) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectNoAxeViolations(page, path);
  }
});

test("without JavaScript every page still shows its content and links", async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [...(await publicPages(request)), "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.locator("footer a[href='/products']")).toHaveCount(1);
    await expect(page.getByRole("status", { name: "Loading" }), `no skeletons left on ${path}`).toHaveCount(0);
  }
  await context.close();
});
