import type { Page } from "@playwright/test";
import { expect, test } from "../support/browser/site-test";

const jsonLdTypes = (page: Page) =>
  page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((script) => JSON.parse(script.textContent ?? "")["@type"] as string),
  );

test("a page's JSON-LD and canonical follow client-side navigation, without CSP violations", async ({ page, request, baseURL }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const [product] = (await (await request.get("/api/products")).json()) as { slug: string }[];
  await page.goto(`/de/products/${product!.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/de/products/${product!.slug}`);
  expect(await jsonLdTypes(page)).toEqual(["Organization", "Product", "BreadcrumbList"]);

  await page.locator("header").getByRole("link", { name: "News", exact: true }).first().click();
  await expect(page).toHaveURL(/\/de\/news$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/de/news`);
  expect(await jsonLdTypes(page)).toEqual(["Organization"]);
  expect(errors, "no script errors and no CSP violations").toEqual([]);
});
