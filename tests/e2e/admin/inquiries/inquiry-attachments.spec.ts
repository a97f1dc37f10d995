/**
 * Customization inquiries with attachments through the browser (decision 035): a visitor attaches
 * a PDF drawing and a PNG logo on /customization (a program renamed .pdf is refused by its bytes,
 * with the message under the field), sends the form, and staff see the paperclip in the inquiry
 * table, the files in the detail dialog, and download them under their own names.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "../../../support/browser/site-test";
import sharp from "sharp";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { signInThroughApi, uniqueName } from "../admin-session";

const drawing = Buffer.from("%PDF-1.7\n1 0 obj << /Title (Housing drawing) >> endobj\n%%EOF\n");
const program = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00", "latin1"), Buffer.alloc(300)]);

test("a visitor attaches a drawing and a logo, and staff download them from the inquiry", async ({ page }) => {
  const name = uniqueName("Attachments");
  const logo = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#1e40af" } })
    .png()
    .toBuffer();

  await page.goto("/customization");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Company Name").fill("Berg Security AB");
  await page.getByLabel("Email Address").fill("jonas@berg-security.example");
  await page.getByLabel("Project Type").fill("Branded face terminal");
  await page.getByLabel("Project Description").fill("Our logo on the housing, see the drawing and the logo attached.");
  const files = page.getByLabel("Drawings or logos (optional)");
  await files.setInputFiles([{ name: "setup.pdf", mimeType: "application/pdf", buffer: program }]);
  await expect(page.getByRole("list", { name: "Chosen files" }).getByText("setup.pdf")).toBeVisible();
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Attachment setup.pdf: only PDF, PNG, JPEG or WebP files")).toBeVisible();
  await expect(files).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "/customization with a refused file");

  await page.getByRole("button", { name: "Remove setup.pdf" }).click();
  await files.setInputFiles([
    { name: "housing drawing.pdf", mimeType: "application/pdf", buffer: drawing },
    { name: "logo.png", mimeType: "image/png", buffer: logo },
  ]);
  await expect(page.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByText("Inquiry Submitted Successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Chosen files" })).toHaveCount(0);

  await signInThroughApi(page);
  await page.goto("/admin/inquiries?type=customization");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("2 attachments")).toBeAttached();
  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(detail.getByText("PNG image")).toBeVisible();
  await expectNoAxeViolations(page, "the inquiry dialog with attachments");
  const link = detail.getByRole("link", { name: "housing drawing.pdf (download)" });

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("housing drawing.pdf");
  expect((await readFile(await download.path())).equals(drawing)).toBe(true);
});
