/**
 * Every public page in every state, and every admin screen, passes axe-core with all its rules
 * (tests/support/browser/axe.ts), in both themes, on a phone (375 px) and a desktop (1280 px) screen.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/browser/axe";
import { publicPages, publicPageStates } from "../support/browser/public-pages";
import { expect, test } from "../support/browser/site-test";
import { signIn } from "./admin/admin-session";

const THEMES = ["light", "dark"] as const;
const WIDTHS = [375, 1280] as const;

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
  "/admin/database",
  "/admin/users",
  "/admin/activity",
  "/admin/account",
  "/admin/no-such-screen",
];

async function useThemeAndWidth(page: Page, theme: (typeof THEMES)[number], width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((value) => localStorage.setItem("biometrics-theme", value), theme);
}

async function expectTheme(page: Page, theme: (typeof THEMES)[number]) {
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`every public page and state passes axe-core and has one h1 (${theme}, ${width} px)`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await useThemeAndWidth(page, theme, width);
      for (const state of await publicPageStates(request)) {
        await page.goto(state.path);
        if (state.form) {
          // The form's errors, as a visitor who sends it empty sees them.
          await page.getByRole("button", { name: "Submit Inquiry" }).click();
          await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        }
        await expectTheme(page, theme);
        await expect(page.locator("h1"), `one h1 on ${state.path}`).toHaveCount(1);
        await expectNoAxeViolations(page, `${state.form ? "the errors of " : ""}${state.path}`);
      }
    });

    test(`every admin screen passes axe-core (${theme}, ${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      await useThemeAndWidth(page, theme, width);
      await page.goto("/admin/login");
      await expectNoAxeViolations(page, "/admin/login");
      await signIn(page);
      for (const path of ADMIN_SCREENS) {
        await page.goto(path);
        // A screen's lists arrive by calls after the page: check it once they are shown.
        await page.waitForLoadState("networkidle");
        await expectTheme(page, theme);
        await expectNoAxeViolations(page, path);
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
