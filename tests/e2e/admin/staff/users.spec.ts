import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signIn, signInThroughApi } from "../admin-session";
import { expectTheme, switchTheme, type Theme } from "../../../support/browser/theme";

/**
 * Staff accounts and roles (docs/decisions/011-sessions-and-roles.md): the Users screen (admins),
 * the Account screen (everyone), what an editor may not see, and the end of a session.
 */
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const uniqueUsername = () => `editor-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function openUsers(page: Page) {
  await sidebar(page).getByRole("link", { name: "Users", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
}

const userRow = (page: Page, username: string) =>
  page
    .getByRole("table", { name: "Users" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: username, exact: true }) });

test.describe("an editor account from creation to deletion", () => {
  test.describe.configure({ mode: "serial" });
  // Sign-ins and password hashes (argon2id) take their time on a busy machine.
  test.slow();
  const username = uniqueUsername();
  const firstPassword = "first editor password";
  const ownPassword = "the editor's own password";
  const resetPassword = "a password from the admin";

  test("an admin adds an editor through the Users screen; the server's refusals are shown", async ({ page }) => {
    await signInThroughApi(page);
    await page.goto("/admin");
    await openUsers(page);
    await expect(userRow(page, "admin")).toContainText("You");

    // Add User: the schema's rules and the repeated password are checked before anything is sent.
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await expect(dialog.getByLabel("Role")).toHaveValue("editor");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("E-mail").fill(`${username}@example.com`);
    await dialog.getByLabel(/^Password/).fill("too short");
    await dialog.getByLabel("Confirm password").fill("something else");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
    await expect(dialog.getByText("The passwords do not match")).toBeVisible();
    await dialog.getByLabel(/^Password/).fill(firstPassword);
    await dialog.getByLabel("Confirm password").fill(firstPassword);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expectToast(page, "User created successfully");
    await expect(dialog).toBeHidden();
    await expect(userRow(page, username)).toContainText("editor");

    // The server's refusals are shown: a username in use, deleting one's own account.
    await page.getByRole("button", { name: "Add User" }).click();
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("E-mail").fill(`other-${username}@example.com`);
    await dialog.getByLabel(/^Password/).fill(firstPassword);
    await dialog.getByLabel("Confirm password").fill(firstPassword);
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("This username is already in use")).toBeVisible();
    await expectToast(page, "Failed to create user: This username is already in use");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toBeHidden();

    await userRow(page, "admin").getByRole("button", { name: "Delete admin" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Failed to delete user: You cannot delete your own account");
    await expect(userRow(page, "admin")).toBeVisible();
  });

  test("the editor sees no admin-only screen and changes their own password", async ({ page }) => {
    // No Database or Users in the sidebar, an "Admins only" page at their addresses, the content screens open.
    await signIn(page, username, firstPassword);
    await expect(sidebar(page).getByRole("link", { name: "Products" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Database" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Users" })).toHaveCount(0);
    for (const path of ["/admin/database", "/admin/users"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
      await expect(sidebar(page)).toBeVisible();
    }
    const categories = await page.goto("/admin/categories");
    expect(categories?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Categories", level: 1 })).toBeVisible();

    // The editor changes their own password on the Account screen.
    await page.getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
    await expect(page.getByText(`${username}@example.com`)).toBeVisible();
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel(/^New password/).fill(ownPassword);
    await page.getByLabel("Confirm new password").fill(`${ownPassword}!`);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm new password").fill(ownPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The current password is not correct")).toBeVisible();
    await page.getByLabel("Current password").fill(firstPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password changed successfully");
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await signOut(page);
    await signIn(page, username, ownPassword);
  });

  test("the admin changes the editor's e-mail, resets its password and deletes it", async ({ page }) => {
    await signInThroughApi(page);
    await page.goto("/admin");
    await openUsers(page);
    await userRow(page, username)
      .getByRole("button", { name: `Edit ${username}` })
      .click();
    const edit = page.getByRole("dialog", { name: `Edit User ${username}` });
    await edit.getByLabel("E-mail").fill(`renamed-${username}@example.com`);
    await edit.getByRole("button", { name: "Update User" }).click();
    await expectToast(page, "User updated successfully");
    await expect(userRow(page, username)).toContainText(`renamed-${username}@example.com`);

    await userRow(page, username)
      .getByRole("button", { name: `Reset password of ${username}` })
      .click();
    const reset = page.getByRole("dialog", { name: `Reset Password for ${username}` });
    await reset.getByLabel(/^New password/).fill(resetPassword);
    await reset.getByLabel("Confirm new password").fill(resetPassword);
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expectToast(page, "Password reset successfully");
    await expect(reset).toBeHidden();

    const editorContext = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const editorPage = waitingForAdminHydration(await editorContext.newPage());
    await signIn(editorPage, username, resetPassword);
    await editorContext.close();

    await userRow(page, username)
      .getByRole("button", { name: `Delete ${username}` })
      .click();
    const question = page.getByRole("alertdialog");
    await expect(question).toContainText(`Are you sure you want to delete "${username}"?`);
    await question.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "User deleted successfully");
    await expect(userRow(page, username)).toHaveCount(0);
  });
});

test("when the session ends, the next call of the admin area leads to the login screen", async ({ page, context }) => {
  await signInThroughApi(page);
  // A fresh page load: nothing is cached yet, so the dashboard has to ask the API again.
  await page.goto("/admin/account");
  await context.clearCookies();
  await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});

test("the Database, Users and Account screens and the user dialog pass axe-core in both themes", async ({ page }) => {
  test.slow();
  await signInThroughApi(page);
  // Each screen is checked in the theme it opens in, then in the other (../theme.ts).
  let theme: Theme = "light";
  for (const [path, heading] of [
    ["/admin/database", "Database"],
    ["/admin/users", "Users"],
    ["/admin/account", "Account"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectTheme(page, theme);
    await expectNoAxeViolations(page, `${path} (${theme})`);
    theme = await switchTheme(page, theme);
    await expectNoAxeViolations(page, `${path} (${theme})`);
  }
  await page.goto("/admin/users");
  await expect(userRow(page, "admin")).toBeVisible();
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  await expectTheme(page, theme);
  await expectNoAxeViolations(page, `the Add User dialog (${theme})`);
  theme = await switchTheme(page, theme);
  await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
  await expectNoAxeViolations(page, `the Add User dialog (${theme})`);
});
