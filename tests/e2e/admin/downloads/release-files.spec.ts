/**
 * Release files of any kind (issue 39): staff upload a `.bin` firmware in a version's Add Version
 * dialog as it comes, without zipping it; a refused file is explained in a sentence beside the
 * field, never as the API's raw answer; a visitor downloads the firmware from the resource's page,
 * and its SHA-256 is the one the page shows.
 */
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast } from "../admin-session";
import { addVersionToNewFirmware } from "./firmware-resource";

const firmware = randomBytes(300 * 1024);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("staff upload a .bin firmware to a version and a visitor downloads it, matching the SHA-256 its page shows", async ({
  page,
  browser,
}) => {
  test.slow(); // An admin story, then the public page and a download.
  const { title, versions, form } = await addVersionToNewFirmware(page, "FR700 Boot Firmware");
  await form.getByLabel("Version").fill("1.1.0");
  await form.getByLabel("Release date").fill("2099-04-01");
  const chooser = form.locator('input[type="file"]');

  // A refused file: the reason is a sentence under the field, and the field says it is in error.
  await chooser.setInputFiles({ name: "release-notes.html", mimeType: "text/html", buffer: Buffer.from("<!doctype html><p>Notes</p>") });
  await expectToast(page, "Failed to upload file");
  const fileUrl = form.getByLabel("File URL");
  await expect(fileUrl).toHaveAccessibleDescription(/A web page \(\.html\) cannot be a release file/);
  await expect(form).not.toContainText("{");
  await expect(form).not.toContainText("400:");
  await chooser.setInputFiles({ name: "installer.exe", mimeType: "application/x-msdownload", buffer: firmware.subarray(0, 4096) });
  await expect(fileUrl).toHaveAccessibleDescription(/The file's content is not what its \.exe name says/);
  await expectNoAxeViolations(page, "the version form with a refused file");

  await chooser.setInputFiles({ name: "fr700-boot-1.1.0.bin", mimeType: "application/octet-stream", buffer: firmware });
  await expectToast(page, "File uploaded successfully");
  await expect(fileUrl).toHaveValue(/^\/uploads\/[0-9a-f]{32}\.bin$/);
  await expect(fileUrl).not.toHaveAccessibleDescription(/cannot|not what/);
  await form.getByRole("button", { name: "Create Version" }).click();
  await expectToast(page, "Version created successfully");
  await expect(versions.getByRole("listitem").first()).toContainText(`SHA-256 ${sha256(firmware)}`);

  // A visitor, without the staff session.
  const visitor = await browser.newPage();
  await visitor.goto("/support?type=firmware");
  await visitor
    .getByRole("article")
    .filter({ has: visitor.getByRole("heading", { name: title }) })
    .getByRole("link", { name: /^Version history/ })
    .click();
  const newest = visitor.getByRole("region", { name: "Version history" }).getByRole("listitem").first();
  const shown = (await newest.getByText(/^[0-9a-f]{64}$/).textContent())!.trim();
  const [download] = await Promise.all([visitor.waitForEvent("download"), newest.getByRole("link", { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe("fr700-boot-1.1.0.bin");
  const downloaded = await readFile((await download.path())!);
  expect(downloaded.length).toBe(firmware.length);
  expect(sha256(downloaded)).toBe(shown);
  expect(shown).toBe(sha256(firmware));
  await visitor.close();
});
