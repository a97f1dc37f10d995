/**
 * Spam without a captcha, through the browser (docs/decisions/029-spam-folder.md): a public form
 * filled at a person's pace reaches the inbox, one sent at once after it was started is kept in
 * the spam folder, and the visitor sees the same confirmation both times; staff review the spam
 * folder, an admin blocks a domain, and "Not spam" moves an inquiry to the inbox and sends the
 * notification that was held back. The shared servers run without a minimum fill time (their
 * tests fill forms at machine speed), so this file runs a server of its own with one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test as base } from "../support/browser/site-test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { ApiClient } from "../support/kits/api-client";
import { startServerProcess, type ServerProcess } from "../support/servers/server-process";
import { startSmtpSink, type SmtpSink } from "../support/servers/smtp-sink";
import { expectToast, signInThroughApi } from "./admin/admin-session";

const MIN_FILL_SECONDS = 2;

const test = base.extend<object, { mail: SmtpSink; server: ServerProcess }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const sink = await startSmtpSink();
      await use(sink);
      await sink.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ mail }, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "spam-folder-"));
      const server = await startServerProcess({
        SMTP_URL: mail.url,
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        SEED_DEMO_CONTENT: "false",
        INQUIRY_MIN_FILL_SECONDS: String(MIN_FILL_SECONDS),
      });
      try {
        await use(server);
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
test.describe.configure({ mode: "serial", timeout: 90_000 });

async function fillCustomizationForm(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Company Name").fill("Spam Test Ltd");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Project Type").fill("Branded fingerprint reader");
  await page.getByLabel("Project Description").fill("We would like 300 readers with our logo on the housing.");
}

async function sendCustomizationForm(page: Page) {
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expectToast(page, "Inquiry Submitted Successfully");
  await expect(page.getByLabel("Full Name")).toHaveValue("");
}

type Listed = { name: string; isSpam: boolean; spamReason: string | null };

/** The subjects of the mails the sales address has received. */
const subjects = (mail: SmtpSink) => mail.received.map((received) => /^Subject: (.*)$/m.exec(received.raw)?.[1]);

async function staffApi(url: string) {
  const api = new ApiClient(url);
  expect((await api.post("/api/auth/login", { username: "admin", password: E2E_ADMIN_PASSWORD })).status).toBe(200);
  return api;
}

test("a form filled at a person's pace reaches the inbox; one sent at once is kept as spam, and both visitors see the same confirmation", async ({
  page,
  server,
  mail,
}) => {
  await page.goto("/customization");
  await fillCustomizationForm(page, "Quick Bot", "bot@fast.example");
  await sendCustomizationForm(page);

  await fillCustomizationForm(page, "Patient Buyer", "buyer@integrator.example");
  // A person reads and types for longer than the minimum; nothing here is measured.
  await page.waitForTimeout((MIN_FILL_SECONDS + 1) * 1000);
  await sendCustomizationForm(page);

  const api = await staffApi(server.url);
  const inbox = await api.get<Listed[]>("/api/inquiries");
  expect(inbox.body.map(({ name, isSpam, spamReason }) => ({ name, isSpam, spamReason }))).toEqual([
    { name: "Patient Buyer", isSpam: false, spamReason: null },
  ]);
  const spam = await api.get<Listed[]>("/api/inquiries?spam=true");
  expect(spam.body.map(({ name, spamReason }) => ({ name, spamReason }))).toEqual([{ name: "Quick Bot", spamReason: "too_fast" }]);
  await expect.poll(() => subjects(mail), { timeout: 30_000 }).toEqual(["New customization inquiry from Patient Buyer (Spam Test Ltd)"]);
});

test("staff review the spam folder with its reasons, an admin blocks a domain, and Not spam restores an inquiry with its notification", async ({
  page,
  server,
  mail,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/inquiries");
  await page.getByRole("button", { name: "Blocked Domains" }).click();
  const dialog = page.getByRole("dialog", { name: "Blocked e-mail domains" });
  await dialog.getByLabel("Domains").fill("Bulk-Offers.example\nnot a domain");
  await dialog.getByRole("button", { name: "Save Domains" }).click();
  await expect(dialog.getByText('"not a domain": Enter a domain such as example.com')).toBeVisible();
  await dialog.getByLabel("Domains").fill("Bulk-Offers.example");
  await dialog.getByRole("button", { name: "Save Domains" }).click();
  await expectToast(page, "Blocked domains saved");
  await expect(dialog).toBeHidden();

  // A submission from a subdomain of the blocked one, as a bot would post it.
  const visitor = new ApiClient(server.url);
  const sent = await visitor.post("/api/inquiries", { type: "quote", name: "Offer Sender", email: "deals@mail.BULK-offers.example" });
  expect(sent.status).toBe(201);

  await page.reload();
  const folders = page.getByRole("group", { name: "Folder" });
  await expect(folders.getByRole("button", { name: /^Inbox/ })).toHaveAttribute("aria-pressed", "true");
  await folders.getByRole("button", { name: /^Spam/ }).click();
  await expect(page).toHaveURL(/folder=spam/);
  const table = page.getByRole("table", { name: "Inquiries" });
  await expect(table.getByRole("row", { name: /Offer Sender/ })).toContainText("Blocked e-mail domain");
  await expect(table.getByRole("row", { name: /Quick Bot/ })).toContainText("Sent too fast");
  await expect(folders.getByRole("button", { name: /^Spam/ })).toContainText("2");
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);

  await table.getByRole("button", { name: "Not spam: move the inquiry from Quick Bot to the inbox" }).click();
  await expectToast(page, "Moved to the inbox; the sales team has been notified");
  await expect(table.getByRole("row", { name: /Quick Bot/ })).toHaveCount(0);
  await expect(folders.getByRole("button", { name: /^Spam/ })).toContainText("1");
  await expect(folders.getByRole("button", { name: /^Inbox/ })).toContainText("2");
  // The notification held back when it was caught is sent now, and only for it.
  await expect
    .poll(() => subjects(mail), { timeout: 30_000 })
    .toEqual(["New customization inquiry from Patient Buyer (Spam Test Ltd)", "New customization inquiry from Quick Bot (Spam Test Ltd)"]);

  await folders.getByRole("button", { name: /^Inbox/ }).click();
  await expect(table.getByRole("row", { name: /Quick Bot/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Offer Sender/ })).toHaveCount(0);
});
