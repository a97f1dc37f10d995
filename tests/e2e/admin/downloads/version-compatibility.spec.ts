/**
 * What fits with what per release (decision 061): staff tick the models a firmware version runs on
 * and choose the firmware an app release needs; the resource pages show both, linked, and the
 * model's page lists the firmware for it.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a firmware version's models and an app's minimum firmware are set in the version dialog and shown on the public pages", async ({
  page,
}) => {
  test.slow(); // Two dialogs, then three public pages.
  await signInThroughApi(page);
  const firmwareTitle = uniqueName("L500 Firmware");
  const appTitle = uniqueName("Lock App");
  for (const [title, type, version] of [
    [firmwareTitle, "firmware", "7.0.2"],
    [appTitle, "app", "1.4.0"],
  ]) {
    const created = await page.request.post("/api/resources", { data: { title, type, version, externalUrl: "https://example.com/file" } });
    expect(created.status()).toBe(201);
  }

  await page.goto("/admin/resources");
  await page.getByRole("button", { name: `Versions of ${firmwareTitle}` }).click();
  const firmwareVersions = page.getByRole("dialog", { name: `Versions of ${firmwareTitle}` });
  await firmwareVersions.getByRole("button", { name: "Edit 7.0.2" }).click();
  const firmwareForm = page.getByRole("dialog", { name: "Edit Version" });
  await firmwareForm
    .getByRole("group", { name: /^Runs on/ })
    .getByLabel(/AB-L500 Smart Lever Lock/)
    .check();
  await expectNoAxeViolations(page, "the version dialog with its models");
  await firmwareForm.getByRole("button", { name: "Update Version" }).click();
  await expectToast(page, "Version updated successfully");
  await firmwareVersions.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: `Versions of ${appTitle}` }).click();
  const appVersions = page.getByRole("dialog", { name: `Versions of ${appTitle}` });
  await appVersions.getByRole("button", { name: "Edit 1.4.0" }).click();
  const appForm = page.getByRole("dialog", { name: "Edit Version" });
  await appForm.getByLabel("Needs firmware").selectOption({ label: `${firmwareTitle} 7.0.2 or later` });
  await appForm.getByRole("button", { name: "Update Version" }).click();
  await expectToast(page, "Version updated successfully");

  await page.goto("/support?type=app");
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: appTitle }) })
    .getByRole("link", { name: /^Version history/ })
    .click();
  await page.getByRole("link", { name: `Needs ${firmwareTitle} 7.0.2 or later` }).click();
  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}#version-[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firmwareTitle);
  await page.getByRole("region", { name: "Version history" }).getByRole("link", { name: "AB-L500 Smart Lever Lock" }).click();
  await page.getByRole("navigation", { name: "Product details" }).getByRole("link", { name: "Downloads" }).click();
  const firmware = page.getByRole("region", { name: "Firmware for this model" });
  await expect(firmware.getByRole("link", { name: `${firmwareTitle} 7.0.2` })).toBeVisible();
});
