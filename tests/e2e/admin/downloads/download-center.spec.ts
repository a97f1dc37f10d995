/**
 * Staff manage the download center (decision 034): a resource's products are ticked in its
 * dialog, its versions are added, edited and deleted in the Versions dialog, and the public
 * pages follow: the newest release is current, an older one stays on the resource's page.
 */
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a resource is linked to a product and given versions, which its public pages show", async ({ page }) => {
  test.slow(); // Several admin and public pages in one story.
  await signInThroughApi(page);
  await page.goto("/admin/resources");
  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  const title = uniqueName("Lock Firmware");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Type").selectOption({ label: "Firmware" });
  await dialog.getByLabel("Version").fill("1.0.0");
  await dialog.getByLabel("Platform").fill("Embedded Linux");
  await dialog.getByLabel("External URL").fill("https://example.com/lock-firmware-1.0.0");
  const products = dialog.getByRole("group", { name: /^Products/ });
  await products.getByLabel(/AB-L500 Smart Lever Lock/).check();
  await expect(products).toContainText("(1 selected)");
  await expectNoAxeViolations(page, "the resource dialog");
  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expectToast(page, "Resource created successfully");

  await page.getByRole("button", { name: `Versions of ${title}` }).click();
  const versions = page.getByRole("dialog", { name: `Versions of ${title}` });
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await expect(versions.getByRole("listitem")).toContainText("1.0.0");

  await versions.getByRole("button", { name: "Add Version" }).click();
  const form = page.getByRole("dialog", { name: "Add Version" });
  await form.getByLabel("Version").fill("1.1.0");
  await form.getByLabel("Release date").fill("2099-03-01");
  await form.getByLabel("Release notes").fill("Auto-lock after 5 seconds.");
  await form.getByLabel("External URL").fill("not an address");
  await form.getByRole("button", { name: "Create Version" }).click();
  await expect(form.getByText("External URL must be an http(s) address or a path starting with /")).toBeVisible();
  await expectNoAxeViolations(page, "the version form");
  await form.getByLabel("External URL").fill("https://example.com/lock-firmware-1.1.0");
  await form.getByRole("button", { name: "Create Version" }).click();
  await expectToast(page, "Version created successfully");
  await expect(form).toBeHidden();
  await expect(versions.getByRole("listitem").first()).toContainText("1.1.0");
  await expect(versions.getByRole("listitem").first()).toContainText("Current");
  await expectNoAxeViolations(page, "the versions dialog");

  // A second version with a label the resource has is refused, named on the field.
  await versions.getByRole("button", { name: "Add Version" }).click();
  await form.getByLabel("Version").fill("1.0.0");
  await form.getByRole("button", { name: "Create Version" }).click();
  await expect(form.getByText("This version is already in use")).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /Discard/ })
    .click();

  await versions.getByRole("button", { name: "Edit 1.0.0" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Version" });
  await edit.getByLabel("Release notes").fill("First release.");
  await edit.getByRole("button", { name: "Update Version" }).click();
  await expectToast(page, "Version updated successfully");
  await versions.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(2)).toHaveText("1.1.0");

  await page.goto("/support?product=ab-l500-smart-lever-lock");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("1.1.0")).toBeVisible();
  await card.getByRole("link", { name: /^Version history/ }).click();
  const history = page.getByRole("region", { name: "Version history" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText("First release.");
  await expect(history.nth(1).getByRole("link", { name: /^View Resource/ })).toHaveAttribute(
    "href",
    "https://example.com/lock-firmware-1.0.0",
  );

  await page.goto("/products/ab-l500-smart-lever-lock");
  await page.getByRole("navigation", { name: "Product details" }).getByRole("link", { name: "Downloads" }).click();
  await expect(
    page.getByRole("region", { name: "Software, firmware and documentation" }).getByRole("heading", { name: title }),
  ).toBeVisible();

  // Deleting the newer version makes 1.0.0 current again; the last version cannot be deleted.
  await page.goto("/admin/resources");
  await page.getByRole("button", { name: `Versions of ${title}` }).click();
  await versions.getByRole("button", { name: "Delete 1.1.0" }).click();
  await expectToast(page, "Version deleted successfully");
  await expect(versions.getByRole("listitem")).toHaveCount(1);
  await versions.getByRole("button", { name: "Delete 1.0.0" }).click();
  await expect(versions.getByRole("alert")).toContainText("A resource keeps at least one version; delete the resource instead");
  await versions.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row").filter({ hasText: title }).getByRole("cell").nth(2)).toHaveText("1.0.0");
});
