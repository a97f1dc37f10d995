import { expect, test } from "../support/site-test";
import { expectNoAxeViolations } from "../support/axe";
import { publicPages } from "../support/public-pages";

for (const theme of ["light", "dark"] as const) {
  test(`every public page passes axe-core with no violations and has one h1 (${theme} theme)`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((value) => localStorage.setItem("biometrics-theme", value), theme);
    for (const path of [...(await publicPages(request)), "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
      await expect(page.locator("h1"), `one h1 on ${path}`).toHaveCount(1);
      await expectNoAxeViolations(page, path);
    }
  });
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
