import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../../../playwright.config";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { authenticatorCode } from "../../../support/kits/authenticator";
import { testOnOwnServer } from "../../../support/browser/own-server-test";
import { expect, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast } from "../admin-session";

/**
 * Two-factor sign-in in Chromium (docs/decisions/064-two-factor-sign-in.md), on a server of its own:
 * the sign-in policy these stories change must not reach the other tests' shared server. Codes are
 * computed from the secret the Account screen shows, as an authenticator app would.
 */
const test = testOnOwnServer("two-factor", async () => {});
test.describe.configure({ mode: "serial" });
// Sign-ins and password hashes (argon2id) take their time on a busy machine.
test.slow();

const MEMBER_PASSWORD = "a member's long password";
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });
const uniqueUsername = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Signs the admin in through the API (before the admin's own second factor is on). */
async function asAdmin(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: { username: "admin", password: E2E_ADMIN_PASSWORD } });
  expect(await login.json()).toMatchObject({ username: "admin" });
}

/** A new editor account, made through the API by the admin. */
async function newMember(request: APIRequestContext, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const created = await request.post("/api/users", {
    data: { username, email: `${username}@example.com`, role: "editor", password: MEMBER_PASSWORD },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** A browser of its own on this file's server, for a second person. */
async function newBrowser(browser: Browser, siteUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: siteUrl });
  return waitingForAdminHydration(await context.newPage());
}

async function givePassword(page: Page, username: string, password = MEMBER_PASSWORD) {
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
}

/** On the Account screen: turns two-factor sign-in on from the key shown; answers the key and the recovery codes shown. */
async function turnOnTwoFactor(page: Page, checkAccessibility = false): Promise<{ secret: string; recoveryCodes: string[] }> {
  const section = page.getByRole("region", { name: "Two-Factor Sign-In" });
  await section.getByRole("button", { name: "Turn On Two-Factor Sign-In" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  if (checkAccessibility) await expectNoAxeViolations(page, "the two-factor setup");
  const secret = (await section.getByLabel("Two-factor secret key").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel("Authentication code").fill("000000");
  await section.getByRole("button", { name: "Turn On", exact: true }).click();
  await expect(section.getByText(/The code is not valid/)).toBeVisible();
  await section.getByLabel("Authentication code").fill(authenticatorCode(secret));
  await section.getByRole("button", { name: "Turn On", exact: true }).click();
  await expectToast(page, "Two-factor sign-in turned on");
  const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  if (checkAccessibility) await expectNoAxeViolations(page, "the recovery codes");
  const recoveryCodes = await codes.allTextContents();
  await section.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(section.getByText("Two-factor sign-in is on. 10 of 10 recovery codes left.")).toBeVisible();
  return { secret, recoveryCodes };
}

async function enterCode(page: Page, code: string) {
  await expect(page.getByRole("heading", { name: "Two-Factor Sign-In" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

const userRow = (page: Page, username: string) =>
  page
    .getByRole("table", { name: "Users" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: username, exact: true }) });

test("a member turns on two-factor sign-in, signs out, and signs in with a code and with a recovery code", async ({
  page,
  browser,
  siteUrl,
}) => {
  const admin = await newBrowser(browser, siteUrl);
  await asAdmin(admin.request);
  const username = await newMember(admin.request, "casey");
  await admin.context().close();

  await givePassword(page, username);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Account" }).click();
  const { secret, recoveryCodes } = await turnOnTwoFactor(page, true);
  await signOut(page);

  // The password alone opens nothing: the code is asked, a wrong one refused, the app's next one signs in.
  await givePassword(page, username);
  await enterCode(page, "123456");
  await expect(page.getByRole("alert").filter({ hasText: "The code is not valid" })).toBeVisible();
  await expectNoAxeViolations(page, "the sign-in's code step");
  await enterCode(page, authenticatorCode(secret, 1));
  await expectToast(page, "Login successful");
  await expect(page).toHaveURL(/\/admin$/);
  await signOut(page);

  // A recovery code signs in once.
  await givePassword(page, username);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByText("Two-factor sign-in is on. 9 of 10 recovery codes left.")).toBeVisible();
});

test("an admin resets a member's second factor; the member signs in with the password again", async ({ page, browser, siteUrl }) => {
  await asAdmin(page.request);
  const username = await newMember(page.request, "dana");
  const member = await newBrowser(browser, siteUrl);
  await givePassword(member, username);
  await member.getByRole("link", { name: "Account" }).click();
  await turnOnTwoFactor(member);

  await page.goto("/admin/users");
  await expect(userRow(page, username).getByRole("cell", { name: "On", exact: true })).toBeVisible();
  await userRow(page, username)
    .getByRole("button", { name: `Reset two-factor sign-in of ${username}` })
    .click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText(`Reset the second factor of "${username}"?`);
  await question.getByRole("button", { name: "Reset" }).click();
  await expectToast(page, "Two-factor sign-in reset successfully");
  await expect(userRow(page, username).getByRole("cell", { name: "Off", exact: true })).toBeVisible();

  // The reset signed the member out; the password alone signs them in again.
  await member.reload();
  await expect(member.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await givePassword(member, username);
  await expect(member).toHaveURL(/\/admin$/);
  await member.context().close();

  // The activity log names who reset whose second factor.
  await sidebar(page).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Two-factor sign-in reset" }).filter({ hasText: username })).toBeVisible();
});

test("without the page's script, the login form asks for the code on the server too", async ({ page, browser, siteUrl }) => {
  await asAdmin(page.request);
  const username = await newMember(page.request, "finley");
  // The member's second factor, turned on through the API.
  const member = await browser.newContext({ baseURL: siteUrl, javaScriptEnabled: false });
  await member.request.post("/api/auth/login", { data: { username, password: MEMBER_PASSWORD } });
  const { secret } = (await (await member.request.post("/api/auth/two-factor/setup")).json()) as { secret: string };
  expect((await member.request.post("/api/auth/two-factor/enable", { data: { code: authenticatorCode(secret) } })).status()).toBe(200);
  await member.clearCookies();

  const noScript = await member.newPage();
  await givePassword(noScript, username);
  await enterCode(noScript, "123456");
  await expect(noScript.getByRole("alert")).toHaveText("The code is not valid");
  await enterCode(noScript, authenticatorCode(secret, 1));
  await expect(noScript).toHaveURL(/\/admin$/);
  await member.close();
});

test("an admin requires two-factor sign-in of all staff; a member without it is sent to enrol first", async ({
  page,
  browser,
  siteUrl,
}) => {
  // The admin turns theirs on first: the policy would cover them too.
  await asAdmin(page.request);
  const username = await newMember(page.request, "emery");
  await page.goto("/admin/account");
  await turnOnTwoFactor(page);
  await sidebar(page).getByRole("link", { name: "Users" }).click();
  const policy = page.getByRole("region", { name: "Sign-In Policy" }).getByLabel("Two-factor sign-in required for");
  await expect(policy).toHaveValue("nobody");
  await policy.selectOption("staff");
  await expectToast(page, "Sign-in policy saved");

  // The member signs in with the password and is held on the Account screen until enrolled.
  const member = await newBrowser(browser, siteUrl);
  await givePassword(member, username);
  await expect(member).toHaveURL(/\/admin\/account$/);
  await expect(member.getByRole("status").filter({ hasText: "Two-factor sign-in is required for your account" })).toBeVisible();
  await sidebar(member).getByRole("link", { name: "Products" }).click();
  await expect(member).toHaveURL(/\/admin\/account$/);
  await expect((await member.request.get("/api/inquiries")).status()).toBe(403);
  await turnOnTwoFactor(member);
  await expect(member.getByRole("status").filter({ hasText: "Two-factor sign-in is required" })).toHaveCount(0);
  await sidebar(member).getByRole("link", { name: "Products" }).click();
  await expect(member.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await member.context().close();

  // Back to nobody, for any test after this one on this server.
  await policy.selectOption("nobody");
  await expectToast(page, "Sign-in policy saved");
});
