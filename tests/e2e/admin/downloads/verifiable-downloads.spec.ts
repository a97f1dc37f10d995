/**
 * Downloads a visitor can verify (decision 057): staff upload a firmware file to a version and
 * put it on a release track; the resource's page shows the file's exact size and SHA-256, which
 * a tap copies at once (the page's own script, no island to wait for), and offers the Atom feed
 * it announces.
 */
import { createHash } from "node:crypto";
import { expect, test } from "../../../support/browser/site-test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expectToast } from "../admin-session";
import { addVersionToNewFirmware } from "./firmware-resource";

/** A small ZIP archive: its first bytes are a ZIP's, which is what the upload judges. */
const firmware = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("AB-FR700 firmware 4.2.1\n".repeat(100))]);
const sha256 = createHash("sha256").update(firmware).digest("hex");

test("a version's uploaded file shows its size and SHA-256 on the resource's page, copied at a tap", async ({ page, context }) => {
  test.slow(); // An admin story, then the public page and its feed.
  const { title, versions, form } = await addVersionToNewFirmware(page, "FR700 Firmware");
  await form.getByLabel("Version").fill("4.2.1");
  await form.getByLabel("Release date").fill("2099-03-01");
  await form.getByLabel("Release track").selectOption({ label: "Long-term support" });
  await form.locator('input[type="file"]').setInputFiles({ name: "fr700-4.2.1.zip", mimeType: "application/zip", buffer: firmware });
  await expect(form.getByLabel("File URL")).toHaveValue(/^\/uploads\/.+\.zip$/);
  await expectNoAxeViolations(page, "the version form with a release track");
  await form.getByRole("button", { name: "Create Version" }).click();
  await expectToast(page, "Version created successfully");
  const current = versions.getByRole("listitem").first();
  await expect(current).toContainText("Long-term support");
  await expect(current).toContainText(`SHA-256 ${sha256}`);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/support?type=firmware");
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) })
    .getByRole("link", { name: /^Version history/ })
    .click();
  const newest = page.getByRole("region", { name: "Version history" }).getByRole("listitem").first();
  await expect(newest).toContainText("Long-term support");
  await expect(newest).toContainText(`${firmware.length.toLocaleString("en-US")} bytes`);
  await expect(newest.getByText(sha256)).toBeVisible();
  const copy = newest.getByRole("button", { name: "Copy SHA-256" });
  await copy.click();
  await expect(newest.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sha256);
  await expect(copy).toBeVisible({ timeout: 5_000 });
  await expectNoAxeViolations(page, "the resource's page with checksums");

  const feed = page.getByRole("link", { name: "Follow new versions (Atom feed)" });
  const answer = await page.request.get((await feed.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(await answer.text()).toContain(`SHA-256: ${sha256}`);
});
