import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../playwright.config";

/** Signs in through the login screen (as the first-start admin unless told otherwise) and waits for the dashboard. */
export async function signIn(page: Page, username = "admin", password = E2E_ADMIN_PASSWORD) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Signs in as `signIn` does but through the API, for tests about what staff do once signed in:
 * `page.request` shares the page's cookies, so the page's next load of an admin screen is signed
 * in. It opens no page (the caller opens the screen it needs); the login screen itself is tested
 * through its form (admin-shell.spec.ts, users.spec.ts).
 */
export async function signInThroughApi(page: Page, username = "admin", password = E2E_ADMIN_PASSWORD) {
  const response = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(response.status(), `signing in as ${username}`).toBe(200);
}

/** A new editor account, made through the API by the admin `page` is signed in as: its username and password. */
export async function createEditor(page: Page): Promise<{ username: string; password: string }> {
  const username = uniqueName("editor").replace(/\W+/g, "-").toLowerCase();
  const password = "editor-password-1";
  const user = await page.request.post("/api/users", { data: { username, email: `${username}@example.com`, role: "editor", password } });
  expect(user.status(), await user.text()).toBe(201);
  return { username, password };
}

/** The figure the dashboard shows under one of its counts' labels ("Products", "Inquiries"...). */
export function dashboardCount(page: Page, label: string) {
  return page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** A name no other test uses, so tests running side by side on one server never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Waits for a toast with exactly this text. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
