/**
 * Staff write a security advisory (decision 059): the vector's score shows as it is typed, a bad
 * vector is refused on its field, the affected product, a product not affected with its VEX
 * justification and statement (decision 079), the CWE, fixing version and revisions are saved,
 * and the public security center and the product's page show it once it is published; from
 * /security a visitor reaches its CSAF document and security.txt names the provider metadata.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast, signInThroughApi } from "../admin-session";

test("an advisory is written as a draft, published, and shown on the security pages, the product's page and as CSAF", async ({ page }) => {
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
  await dialog.getByLabel("CWE id").fill("CWE-294");
  await dialog.getByLabel("Summary").fill("A recorded unlock frame could be replayed within 30 seconds.");
  await dialog.getByRole("button", { name: "Add product" }).click();
  await dialog.getByLabel("Product (product 1)").selectOption({ label: "AB-FR700 Face Recognition Terminal (AB-FR700)" });
  await dialog.getByLabel("Affected versions (product 1)").fill("5.1.0 to 5.1.2");
  await dialog.getByRole("button", { name: "Add unaffected product" }).click();
  await dialog.getByLabel("Product (product not affected 1)").selectOption({ label: "AB-L500 Smart Lever Lock (AB-L500)" });
  await dialog.getByLabel("Why not affected (product not affected 1)").selectOption({ label: "Component not present" });
  await dialog.getByLabel("Impact statement (product not affected 1)").fill("The AB-L500 has no Bluetooth radio.");
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
  const notAffected = page.getByRole("region", { name: "Products not affected" });
  await expect(notAffected).toContainText("AB-L500 Smart Lever Lock");
  await expect(notAffected).toContainText("The vulnerable component is not present");
  await expect(notAffected).toContainText("The AB-L500 has no Bluetooth radio.");
  await expect(page.getByText("CWE-294")).toBeVisible();
  const advisoryPage = page.url();

  // Its CSAF document, then security.txt's pointer to the provider metadata.
  await page.getByRole("link", { name: "Machine-readable advisory (CSAF 2.0)" }).click();
  await expect(page).toHaveURL(new RegExp(`/\\.well-known/csaf/white/\\d{4}/${code.toLowerCase()}\\.json$`));
  const document = JSON.parse((await page.locator("body").textContent()) ?? "{}");
  expect(document.document.tracking.id).toBe(code);
  expect(document.vulnerabilities[0].product_status.known_not_affected).toEqual(["AB-L500-not-affected"]);
  await page.goto("/.well-known/security.txt");
  await expect(page.locator("body")).toContainText(/CSAF: http:\/\/[^/]+\/\.well-known\/csaf\/provider-metadata\.json/);

  await page.goto(advisoryPage);
  await page.getByRole("link", { name: /AB-FR700 Face Recognition Terminal/ }).click();
  const advisories = page.getByRole("region", { name: "Security advisories" });
  await expect(advisories.getByRole("link", { name: "Lock opens on a replayed BLE frame" })).toBeVisible();
  await expect(advisories).toContainText("5.1.0 to 5.1.2");
});
