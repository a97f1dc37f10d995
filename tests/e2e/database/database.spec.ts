import type { Page } from "@playwright/test";
import { expect, test } from "../../support/browser/site-test";
import { dashboardCount, expectToast, signInThroughApi } from "../admin/admin-session";

/**
 * The Database screen (docs/behaviour/admin-area.md §2, §8) on its own server: Clear All Data and Populate Demo
 * Data change every table, so nothing else runs against this server.
 */
const sidebarLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name, exact: true });

test("Clear All Data empties the site but keeps the admin; Populate Demo Data brings the demo back", async ({ page }) => {
  // Two changes of every table and several page loads: more than the default time on a busy machine.
  test.slow();
  await signInThroughApi(page);
  await page.goto("/admin");
  await expect(dashboardCount(page, "Products")).toHaveText("4");
  await sidebarLink(page, "Database").click();
  await expect(page.getByRole("heading", { name: "Database", level: 1 })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("admin users are always preserved");
  await expect(page.getByRole("heading", { name: "Tips" })).toBeVisible();
  await expect(page.getByText("Demo data has not been populated in this session.")).toBeVisible();

  // The question can be declined: nothing happens.
  await page.getByRole("button", { name: "Clear All Data" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Clear all data?");
  await expect(question).toContainText("This action cannot be undone.");
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();

  await page.getByRole("button", { name: "Clear All Data" }).click();
  await question.getByRole("button", { name: "Clear All Data" }).click();
  await expectToast(page, "Database cleared successfully (admin users preserved)");
  await expect(question).toBeHidden();

  // Every cached read was dropped: the dashboard counts again, and the admin is still signed in.
  await sidebarLink(page, "Dashboard").click();
  for (const label of ["Products", "Categories", "Solutions", "Resources", "News Articles", "Inquiries"]) {
    await expect(dashboardCount(page, label)).toHaveText("0");
  }
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();

  await page.goto("/admin/database");
  await page.getByRole("button", { name: "Populate Demo Data" }).click();
  await expect(question).toContainText("Populate demo data?");
  await question.getByRole("button", { name: "Populate Demo Data" }).click();
  await expectToast(page, "Demo data has been populated successfully!");
  const result = page.getByRole("region", { name: "Last Seed Result" });
  for (const [label, count] of [
    ["Categories", "5"],
    ["Products", "4"],
    ["Solutions", "2"],
    ["News", "3"],
    ["Resources", "4"],
  ] as const) {
    await expect(result.getByText(label, { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(count);
  }

  // The result stays for the session; the dashboard was refetched too.
  await sidebarLink(page, "Dashboard").click();
  await expect(dashboardCount(page, "Products")).toHaveText("4");
  await expect(dashboardCount(page, "Categories")).toHaveText("5");
  await sidebarLink(page, "Database").click();
  await expect(result).toContainText("Populated at");

  // The catalogue leaves out the discontinued demo product (decision 058).
  await page.goto("/products");
  await expect(page.getByText("Showing 3 of 3 products")).toBeVisible();
});
