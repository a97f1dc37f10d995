import { expectNoAxeViolations } from "../../../support/browser/axe";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

// The test walks through the public contact form and the admin screen, on a shared server.
test.describe.configure({ timeout: 90_000 });

type PublicProduct = { name: string; productCode: string; slug: string };

/** The inquiries list call has answered (a loaded page may take its time to hydrate on a busy machine). */
const inquiriesListed = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === "/api/inquiries");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Sends a distributor inquiry through the public contact form with one product in the quote list. */
async function sendInquiryFromTheSite(page: Page, product: PublicProduct, inquiry: Record<string, string>) {
  await page.goto(`/products/${product.slug}`);
  await page.getByRole("button", { name: "Add to Quote" }).first().click();
  // The button adds the product and opens the quote request.
  await expect(page).toHaveURL(/\/contact\?type=quote$/);
  await page.goto("/contact?type=distributor");
  await page.getByLabel("Full Name").fill(inquiry.name!);
  await page.getByLabel("Email Address").fill(inquiry.email!);
  await page.getByLabel("Phone Number").fill(inquiry.phone!);
  await page.getByLabel("Company").fill(inquiry.company!);
  await page.getByLabel("Country").fill(inquiry.country!);
  await page.getByLabel("Message").fill(inquiry.message!);
  const chat = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await (await chat).close();
  await expectToast(page, "Redirecting to WhatsApp");
}

test("an inquiry sent with a product is found, read with its product, moved on, filtered and exported", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const [product] = (await (await page.request.get("/api/products?limit=1")).json()) as PublicProduct[];
  const inquiry = {
    name: uniqueName("Ines Duarte"),
    email: `ines.${Date.now()}@duarte.example`,
    phone: "+351 21 000 0000",
    company: "Duarte Seguranca",
    country: "Portugal",
    message: "We would like to distribute your terminals.\nPlease send the price list.",
  };
  await sendInquiryFromTheSite(page, product!, inquiry);

  await signInThroughApi(page);
  const listed = inquiriesListed(page);
  await page.goto("/admin/inquiries");
  await listed;
  await expect(page.getByRole("heading", { name: "Inquiries" })).toBeVisible();
  await page.getByLabel("Type", { exact: true }).selectOption("distributor");
  await expect(page).toHaveURL(/type=distributor/);
  const row = page.getByRole("row").filter({ hasText: inquiry.name });
  const cells = row.getByRole("cell");
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, "0")}/${String(now.getMonth() + 1).padStart(2, "0")}/${now.getFullYear()}`;
  await expect(cells.nth(0)).toHaveText(today);
  await expect(cells.nth(1)).toHaveText("Distributor");
  await expect(cells.nth(3)).toHaveText(inquiry.email);
  await expect(cells.nth(4)).toHaveText(inquiry.company);
  await expect(cells.nth(5)).toHaveText(inquiry.country);
  await expect(cells.nth(6)).toHaveText("Pending");
  await expectNoAxeViolations(page, "the inquiries list");

  // The detail names the product and keeps the message's line break.
  await row.getByRole("button", { name: `View inquiry from ${inquiry.name}` }).click();
  const detail = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(detail.getByRole("link", { name: inquiry.email })).toHaveAttribute("href", `mailto:${inquiry.email}`);
  await expect(detail.getByText(inquiry.phone)).toBeVisible();
  await expect(detail.getByText(inquiry.message)).toBeVisible();
  const productLink = detail.getByRole("link", { name: new RegExp(escapeRegExp(product!.name)) });
  await expect(productLink).toHaveAttribute("href", `/products/${product!.slug}`);
  await expect(productLink).toContainText(product!.productCode);
  await expectNoAxeViolations(page, "an inquiry's detail");
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  await row.getByLabel(`Status for ${inquiry.name}`).selectOption("processing");
  await expectToast(page, "Status updated successfully");
  await expect(cells.nth(6)).toHaveText("Processing");
  // The status badges stay readable in the dark theme.
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page, "the inquiries in the dark theme");

  // The filters live in the address: a reload keeps them.
  await page.getByLabel("Status", { exact: true }).selectOption("processing");
  await expect(page).toHaveURL(/status=processing/);
  const listedAgain = inquiriesListed(page);
  await page.reload();
  await listedAgain;
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("processing");
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("distributor");
  await expect(row).toHaveCount(1);
  const pendingListed = inquiriesListed(page);
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  await pendingListed;
  await expect(page.getByRole("table").getByText("Loading...")).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await page.getByLabel("Status", { exact: true }).selectOption("processing");
  await expect(row).toHaveCount(1);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  await expectToast(page, "CSV exported successfully");
  expect(file.suggestedFilename()).toBe(`inquiries_${new Date().toISOString().slice(0, 10)}.csv`);
  const csv = (await readFile(await file.path())).toString("utf8");
  expect(csv.startsWith('\uFEFF"Date","Type","Name","Email","Phone","Company","Country","Status","Message"\r\n')).toBe(true);
  const line = [
    '"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"',
    ...[
      "distributor",
      inquiry.name,
      inquiry.email,
      `'${inquiry.phone}`,
      inquiry.company,
      inquiry.country,
      "processing",
      inquiry.message,
    ].map((cell) => `"${escapeRegExp(cell)}"`),
  ].join(",");
  expect(csv).toMatch(new RegExp(`\r\n${line}\r\n`));
});

test("Export CSV refuses when the filters show no inquiry", async ({ page }) => {
  await signInThroughApi(page);
  const listed = inquiriesListed(page);
  await page.goto("/admin/inquiries?type=customization&status=failed");
  await listed;
  await expect(page.getByText("No inquiries found")).toBeVisible();
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await page.getByRole("button", { name: "Export CSV" }).click();
  await expectToast(page, "No Data");
  await expectToast(page, "No inquiries to export");
  expect(downloaded).toBe(false);
});
