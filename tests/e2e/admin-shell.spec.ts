import { expect, test, waitingForAdminHydration } from "../support/browser/site-test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { dashboardCount, signIn, signInThroughApi } from "./admin/admin-session";

test("a signed-out visitor is sent to the login screen by the server, from any admin address", async ({ page, request }) => {
  const response = await request.get("/admin/products", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/admin/login");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the login form names its required fields and says when sign-in fails", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe("without the page's script (a click before it has loaded)", () => {
  test.use({ javaScriptEnabled: false });

  test("the form signs in on the server, or says why not, and never puts the password in the address", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid username or password");
    expect(page.url()).not.toContain("password");

    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.context().cookies()).some((cookie) => cookie.httpOnly)).toBe(true);
  });
});

test("signing in opens the dashboard with the counts and quick actions", async ({ page }) => {
  await signIn(page);
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome to the admin panel", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Admin Panel", { exact: true })).toBeVisible();
  await expect(dashboardCount(page, "Products")).toHaveText("4");
  await expect(dashboardCount(page, "Categories")).toHaveText("5");
  await expect(page.getByText("Need response")).toBeVisible();
  for (const [label, path] of [
    ["Manage Products", "/admin/products"],
    ["Manage Solutions", "/admin/solutions"],
    ["Manage Resources", "/admin/resources"],
    ["View Inquiries", "/admin/inquiries"],
  ] as const) {
    await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", path);
  }
  // A signed-in visitor of the login screen goes straight to the dashboard.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the sidebar lists the spec's entries in order (then Database, Users, Activity and Webhooks, for admins), marks the current one, and Ctrl+B toggles it for 7 days", async ({
  page,
  context,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link")).toHaveText([
    "Dashboard",
    "Categories",
    "Products",
    "Solutions",
    "Resources",
    "News Articles",
    "Security Advisories",
    "Case Studies",
    "Hero Slides",
    "Distributors",
    "Certificates",
    "Company Info",
    "Inquiries",
    "Media Library",
    "Recently Deleted",
    "Database",
    "Users",
    "Activity",
    "Webhooks",
  ]);
  await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("CMS Admin")).toBeVisible();

  await page.keyboard.press("Control+b");
  await expect(page.locator("aside")).toHaveAttribute("data-state", "collapsed");
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604_800 - 60);

  await page.reload();
  await expect(page.locator("aside")).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(page.locator("aside")).toHaveAttribute("data-state", "expanded");
});

test("an unknown admin address shows a not-found page inside the shell", async ({ page }) => {
  await signInThroughApi(page);
  const response = await page.goto("/admin/no-such-screen");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test("signing out ends the session and returns to the login screen", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("on a phone the sidebar is a sheet that closes when an entry is chosen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = waitingForAdminHydration(await context.newPage());
  await signInThroughApi(page);
  await page.goto("/admin");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("link", { name: "Database" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/database$/);
  await context.close();
});
