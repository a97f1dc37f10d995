/**
 * The Certificates screen through the browser (docs/decisions/060-certifications-register.md):
 * create with an uploaded PDF and products, the refusals named in the dialog, the certificate on the
 * public register and the product's page, edit, and delete.
 */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a certificate is created with its PDF and products, shown on the register and the product page, edited and deleted", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInThroughApi(page);
  await page.goto("/admin");
  // The sidebar's link: the dashboard may list Certificates too, among the content to translate.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Certificates" }).click();
  await expect(page.getByRole("heading", { name: "Certificates", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Certificates" });
  await expect(table.getByRole("columnheader")).toHaveText(["Standard", "Number", "Products", "Issued", "Expires", "Actions"]);
  // The demo register's expired FCC certificate is marked.
  await expect(table.getByRole("row").filter({ hasText: "PCL-15B-21-0932" })).toContainText("Expired");

  const number = uniqueName("UL-294");
  await page.getByRole("button", { name: "Add Certificate" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Certificate" });
  await dialog.getByRole("button", { name: "Create Certificate" }).click();
  for (const message of ["Standard is required", "Issuing body is required", "Certificate number is required", "Issued on is required"])
    await expect(dialog.getByText(message)).toBeVisible();

  await dialog.getByLabel("Standard").fill("UL 294 Access Control");
  await dialog.getByLabel("Issuing body or lab").fill("Lakeside Test House");
  await dialog.getByLabel("Certificate number").fill(number);
  await dialog.getByLabel("Firmware version tested").fill("2.0.4");
  await dialog.getByLabel("Issued on").fill("2026-01-10");
  await dialog.getByLabel("Expires on").fill("2025-01-10");
  await dialog.getByLabel("Scope").fill("Access control system units: the smart lever lock.");
  const products = dialog.getByRole("group", { name: /^Products/ });
  await products.getByLabel(/AB-L500 Smart Lever Lock/).check();
  await expect(products).toContainText("(1 selected)");
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "ul-294.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% certificate\n") });
  await expectToast(page, "File uploaded successfully");
  await page.locator('[aria-label="Notifications (F8)"]').getByRole("button", { name: "Close", includeHidden: true }).click();
  await expect(dialog.getByLabel("PDF")).toHaveValue(/^\/uploads\/.+\.pdf$/);
  const documentUrl = await dialog.getByLabel("PDF").inputValue();

  // An expiry before the issue is refused in the dialog, on its field.
  await dialog.getByRole("button", { name: "Create Certificate" }).click();
  await expect(dialog.getByText("Expires on must not be before Issued on")).toBeVisible();
  await dialog.getByLabel("Expires on").fill("2031-01-09");
  await expectNoAxeViolations(page, "the certificate dialog", { within: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create Certificate" }).click();
  await expectToast(page, "Certificate created successfully");
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row").filter({ hasText: number });
  await expect(row.getByRole("cell")).toHaveText(["UL 294 Access ControlLakeside Test House", number, "1", "2026-01-10", "2031-01-09", ""]);

  // The same issuer and number twice is refused on the number.
  await page.getByRole("button", { name: "Add Certificate" }).click();
  await dialog.getByLabel("Standard").fill("UL 294");
  await dialog.getByLabel("Issuing body or lab").fill("Lakeside Test House");
  await dialog.getByLabel("Certificate number").fill(number);
  await dialog.getByLabel("Issued on").fill("2026-01-11");
  await dialog.getByRole("button", { name: "Create Certificate" }).click();
  await expect(dialog.getByText("This issuer already has a certificate with this number")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Discard/ })
    .click();

  // The public register and the product's page show it at once: the write cleared the page cache.
  const visitor = waitingForAdminHydration(await page.context().browser()!.newPage());
  await visitor.goto("/certifications");
  const card = visitor.getByRole("article").filter({ hasText: number });
  await expect(card).toContainText("Lakeside Test House");
  await expect(card).toContainText("2.0.4");
  await expect(card.getByRole("link", { name: "AB-L500 Smart Lever Lock" })).toBeVisible();
  await expect(card.getByRole("link", { name: `Certificate ${number} (PDF)` })).toHaveAttribute("href", `${documentUrl}?v=1`);
  await visitor.goto("/products/ab-l500-smart-lever-lock");
  await expect(visitor.getByRole("region", { name: "Certificates" }).getByRole("article").filter({ hasText: number })).toBeVisible();

  // Edit: the stored values come back; a new firmware version reaches the register.
  await page.getByRole("button", { name: `Edit UL 294 Access Control ${number}`, exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Certificate" });
  await expect(editDialog.getByLabel("Issued on")).toHaveValue("2026-01-10");
  await expect(editDialog.getByRole("group", { name: /^Products/ }).getByLabel(/AB-L500 Smart Lever Lock/)).toBeChecked();
  await editDialog.getByLabel("Firmware version tested").fill("2.1.0");
  await editDialog.getByRole("button", { name: "Update Certificate" }).click();
  await expectToast(page, "Certificate updated successfully");
  await visitor.goto("/certifications");
  await expect(visitor.getByRole("article").filter({ hasText: number })).toContainText("2.1.0");

  await page.getByRole("button", { name: `Delete UL 294 Access Control ${number}`, exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete Certificate" });
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Certificate deleted successfully");
  await expect(row).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(number)).toHaveCount(0);
  await visitor.close();
});
