import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

const resourceRow = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
const supportCard = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

test("a resource is created with an uploaded file, listed on the support page, edited and deleted at once", async ({ page }) => {
  test.slow(); // Several admin and public pages in one story.
  await signInThroughApi(page);
  await page.goto("/admin/resources");
  await expect(page.getByRole("heading", { name: "Resources" })).toBeVisible();

  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await expect(dialog.getByLabel("Type")).toHaveValue("app");
  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();

  const title = uniqueName("Gate Firmware");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Type").selectOption({ label: "Firmware" });
  await dialog.getByLabel("Category").selectOption({ label: "Facial Recognition" });
  await dialog.getByLabel("Description").fill("Adds mask detection.");
  await dialog.getByLabel("Version").fill("v3.1.0");
  await dialog.getByLabel("Platform").fill("AB-FR700");
  await dialog.getByLabel("External URL").fill("not an address");
  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expect(dialog.getByText("External URL must be an http(s) address or a path starting with /")).toBeVisible();
  await dialog.getByLabel("External URL").fill("");

  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "firmware.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% release notes\n"),
    });
  await expectToast(page, "File uploaded successfully");
  // The toast sits over the dialog's buttons (its region is hidden from the accessibility tree behind the dialog): close it.
  await page.locator('[aria-label="Notifications (F8)"]').getByRole("button", { name: "Close", includeHidden: true }).click();
  await expect(dialog.getByLabel("File URL")).toHaveValue(/^\/uploads\/.+\.pdf$/);

  // A failed save is explained in the dialog, without an error toast (docs/behaviour/admin-area.md §8).
  await page.route("**/api/resources", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try again later"}' })
      : route.fallback(),
  );
  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expect(dialog.getByRole("alert")).toContainText("503");
  await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
  await page.unroute("**/api/resources");

  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expectToast(page, "Resource created successfully");
  await expect(dialog).toBeHidden();
  await expect(resourceRow(page, title).getByRole("cell")).toHaveText([title, "Firmware", "v3.1.0", "AB-FR700", ""]);

  await page.goto("/support");
  const card = supportCard(page, title);
  await expect(card.getByText("v3.1.0")).toBeVisible();
  await expect(card.getByRole("link", { name: /Download/ })).toHaveAttribute("href", /^\/uploads\/.+\.pdf\?v=\d+$/);

  await page.goto("/admin/resources");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Resource" });
  await expect(editDialog.getByLabel("Category")).toHaveValue(/^[0-9a-f-]{36}$/);
  await editDialog.getByLabel("Version").fill("v3.2.0");
  await editDialog.getByRole("button", { name: "Update Resource" }).click();
  await expectToast(page, "Resource updated successfully");
  await expect(resourceRow(page, title).getByRole("cell").nth(2)).toHaveText("v3.2.0");

  await page.goto("/support");
  await expect(supportCard(page, title).getByText("v3.2.0")).toBeVisible();

  await page.goto("/admin/resources");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await expectToast(page, "Resource deleted successfully");
  await expect(resourceRow(page, title)).toHaveCount(0);
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support & Downloads" })).toBeVisible();
  await expect(supportCard(page, title)).toHaveCount(0);
});
