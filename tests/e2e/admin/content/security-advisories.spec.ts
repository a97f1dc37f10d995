/**
 * Staff write a security advisory (decision 059): the vector's score shows as it is typed, a bad
 * vector is refused on its field, the affected product, fixing version and revisions are saved,
 * and the public security center and the product's page show it once it is published.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast, signInThroughApi } from "../admin-session";

test("an advisory is written as a draft, published, and shown on the security pages and the product's page", async ({ page }) => {
  test.slow(); // An admin story, then three public pages.
  const code = `AUR-SA-E2E-${Date.now()}`;
  await signInThroughApi(page);
  await page.goto("/admin/advisories");
  await page.getByRole("button", { name: "Add Advisory" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Advisory" });
  await dialog.getByLabel("Advisory id").fill(code);
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Lock opens on a replayed BLE frame");
  await dialog.getByLabel("CVSS vector").fill("CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N");
  await expect(dialog.getByText("Score 6.5, severity Medium")).toBeVisible();
  await dialog.getByLabel("CVE ids").fill("CVE-2026-55501");
  await dialog.getByLabel("Summary").fill("A recorded unlock frame could be replayed within 30 seconds.");
  await dialog.getByRole("button", { name: "Add product" }).click();
  await dialog.getByLabel("Product (product 1)").selectOption({ label: "AB-L500 Smart Lever Lock (AB-L500)" });
  await dialog.getByLabel("Affected versions (product 1)").fill("2.0.0 to 2.3.1");
  await dialog.getByLabel("Fixing resource").selectOption({ label: "AB-FR700 firmware" });
  await dialog.getByLabel("Fixing version", { exact: true }).selectOption({ label: "5.1.3" });
  await dialog.getByRole("button", { name: "Add version" }).click();
  await expect(dialog.getByRole("list", { name: "Fixing versions" })).toContainText("AB-FR700 firmware 5.1.3");
  await dialog.getByLabel("What changed (revision 1)").fill("Initial publication.");
  await dialog.getByLabel("CVSS vector").fill("CVSS:3.1/AV:A/AC:L");
  await dialog.getByRole("button", { name: "Create Advisory" }).click();
  await expect(dialog.getByText("CVSS vector must be a whole CVSS v3.1 vector", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, "the advisory dialog");
  await dialog.getByLabel("CVSS vector").fill("CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:U/C:N/I:H/A:N");
  await dialog.getByRole("button", { name: "Create Advisory" }).click();
  await expectToast(page, "Advisory created successfully");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("Medium 6.5");
  await expect(row).toContainText("Draft");

  // A draft stays off the public pages.
  expect((await page.request.get(`/security/${code}`)).status()).toBe(404);

  await row.getByRole("button", { name: `Edit ${code}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Advisory" });
  await edit.getByLabel("Status").selectOption({ label: "Published" });
  await edit.getByRole("button", { name: "Update Advisory" }).click();
  await expectToast(page, "Advisory updated successfully");
  await expect(row).toContainText("Published");

  await page.goto("/security");
  await page.getByRole("link", { name: "Lock opens on a replayed BLE frame" }).click();
  await expect(page).toHaveURL(new RegExp(`/security/${code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lock opens on a replayed BLE frame");
  await expect(page.getByText("CVE-2026-55501")).toBeVisible();
  await expect(page.getByRole("link", { name: /AB-FR700 firmware 5\.1\.3/ })).toHaveAttribute("href", /\/support\/[^#]+#version-/);
  await page.getByRole("link", { name: /AB-L500 Smart Lever Lock/ }).click();
  const advisories = page.getByRole("region", { name: "Security advisories" });
  await expect(advisories.getByRole("link", { name: "Lock opens on a replayed BLE frame" })).toBeVisible();
  await expect(advisories).toContainText("2.0.0 to 2.3.1");
});
