/** The start of a download center story: a new firmware resource, its Versions dialog and its Add Version form open. */
import type { Page } from "@playwright/test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

export async function addVersionToNewFirmware(page: Page, titlePrefix: string) {
  await signInThroughApi(page);
  await page.goto("/admin/resources");
  await page.getByRole("button", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  const title = uniqueName(titlePrefix);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Type").selectOption({ label: "Firmware" });
  await dialog.getByLabel("Version").fill("4.1.0");
  await dialog.getByLabel("External URL").fill("https://example.com/firmware-4.1.0.zip");
  await dialog.getByRole("button", { name: "Create Resource" }).click();
  await expectToast(page, "Resource created successfully");

  await page.getByRole("button", { name: `Versions of ${title}` }).click();
  const versions = page.getByRole("dialog", { name: `Versions of ${title}` });
  await versions.getByRole("button", { name: "Add Version" }).click();
  return { title, versions, form: page.getByRole("dialog", { name: "Add Version" }) };
}
