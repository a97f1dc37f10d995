import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import sharp from "sharp";
import { createEditor, expectToast, signInThroughApi, uniqueName } from "../admin-session";

const SAVED = "Company information updated successfully";

// Each test edits, checks the public page, and puts the original values back: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openSection(page: Page, label: string) {
  await page.goto("/admin/company-info");
  await page.getByRole("button", { name: `Edit ${label}` }).click();
  return page.getByRole("dialog", { name: `Edit ${label} Section` });
}

test("the about section's title and content are edited and shown on the About page", async ({ page }) => {
  await signInThroughApi(page);
  let dialog = await openSection(page, "About");
  const title = dialog.getByLabel("Title");
  const content = dialog.getByLabel("Content", { exact: true });
  const original = { title: await title.inputValue(), content: await content.inputValue() };
  expect(original.title).not.toBe("");

  const newTitle = uniqueName("About the makers");
  const newLead = `${uniqueName("We build readers")} in our own factory.`;
  await title.fill(newTitle);
  await content.fill(`${newLead}\n\nA second paragraph.`);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, SAVED);
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: "About" });
  await expect(card).toContainText(newTitle);
  await expect(card).toContainText(newLead);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText(newLead)).toBeVisible();

  dialog = await openSection(page, "About");
  await dialog.getByLabel("Title").fill(original.title);
  await dialog.getByLabel("Content", { exact: true }).fill(original.content);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, SAVED);
  await expect(page.getByRole("article", { name: "About" })).toContainText(original.title);
});

test("bad factory stats JSON, or a shape the schema refuses, is shown under the field and nothing is saved", async ({ page }) => {
  await signInThroughApi(page);
  const dialog = await openSection(page, "Factory");
  const stats = dialog.getByLabel("Stats (JSON)");
  const original = await stats.inputValue();
  expect(original).toContain("SMT lines");
  await expect(dialog.getByText(/e\.g\. \{"Facility area": "15,000 m²"/)).toBeVisible();

  await dialog.getByLabel("Title").fill(uniqueName("Never saved"));
  await stats.fill('{factoryArea: "20,000 m²"}');
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText(/^Stats must be valid JSON: .+/)).toBeVisible();
  await expect(stats).toHaveAttribute("aria-invalid", "true");

  await stats.fill('{"Engineers": 120}');
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByText("Each statistic must be text (Engineers)")).toBeVisible();
  await expectNoAxeViolations(page, "a company section with an error");
  await expect(page.getByText(SAVED, { exact: true })).toHaveCount(0);

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog", { name: "Discard unsaved changes?" }).getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Edit Factory" }).click();
  await expect(dialog.getByLabel("Stats (JSON)")).toHaveValue(original);
});

test("a gallery image uploaded in the certifications section is counted on its card", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/company-info");
  const card = page.getByRole("article", { name: "Certifications" });
  const before = Number((await card.getByText(/^\d+ images?$/).innerText()).split(" ")[0]);
  await card.getByRole("button", { name: "Edit Certifications" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Certifications Section" });
  await expect(dialog.getByText("Gallery images come from the Media Library", { exact: false })).toBeVisible();
  await expect(dialog.getByLabel("Certifications (JSON)")).toHaveValue(/ISO 9001/);

  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#0e7490" } })
    .png()
    .toBuffer();
  const gallery = dialog.getByRole("group", { name: /^Gallery images/ });
  await gallery.locator('input[type="file"]').setInputFiles({ name: "certificate.png", mimeType: "image/png", buffer: png });
  await expectToast(page, "Image uploaded successfully");
  await expect(gallery.getByRole("img")).toHaveCount(before + 1);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, SAVED);
  await expect(card.getByText(`${before + 1} images`, { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Edit Certifications" }).click();
  await gallery.getByRole("button", { name: `Remove image ${before + 1}` }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, SAVED);
  await expect(card.getByText(`${before} images`, { exact: true })).toBeVisible();
});

test("the site settings' company name, phone and security contact are saved and shown on the public pages and security.txt", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/company-info");
  const form = page.getByRole("form", { name: "Site settings" });
  const name = form.getByLabel("Company name");
  const phone = form.getByRole("textbox", { name: "Phone", exact: true });
  const securityEmail = form.getByLabel("Security e-mail");
  const original = { name: await name.inputValue(), phone: await phone.inputValue(), securityEmail: await securityEmail.inputValue() };
  expect(original.name).not.toBe("");

  await name.fill("");
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByText("You have unsaved changes")).toBeVisible();
  await expectNoAxeViolations(page, "the site settings with an error");

  const newName = uniqueName("Northgate Security");
  const newPhone = `+1 555 ${Date.now() % 10_000_000}`;
  await name.fill(newName);
  await phone.fill(newPhone);
  // How vulnerabilities are reported (decision 059): the reporting page and security.txt.
  const newSecurityEmail = `psirt-${Date.now()}@example.com`;
  await securityEmail.fill(newSecurityEmail);
  await form.getByLabel("security.txt expiry").fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
  await form.getByRole("checkbox", { name: "Deutsch" }).check();
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Site settings updated successfully");
  await expect(form.getByText("You have unsaved changes")).toHaveCount(0);
  const securityTxt = await (await page.request.get("/.well-known/security.txt")).text();
  expect(securityTxt).toContain(`Contact: mailto:${newSecurityEmail}`);
  expect(securityTxt).toMatch(/^Preferred-Languages: .*\bde\b/m);
  await page.goto("/security/report");
  await expect(page.getByRole("link", { name: newSecurityEmail })).toHaveAttribute("href", `mailto:${newSecurityEmail}`);

  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: newName })).toBeVisible();
  await expect(footer.getByRole("link", { name: newPhone })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: newPhone })).toBeVisible();

  await page.goto("/admin/company-info");
  await name.fill(original.name);
  await phone.fill(original.phone);
  await securityEmail.fill(original.securityEmail);
  await form.getByRole("checkbox", { name: "Deutsch" }).uncheck();
  await form.getByRole("button", { name: "Save Settings" }).click();
  await expectToast(page, "Site settings updated successfully");
  await page.goto("/contact");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: original.phone })).toBeVisible();
});

test("an editor sees how vulnerabilities are reported read only, and saves the contact details without it", async ({ page, browser }) => {
  await signInThroughApi(page);
  const { username, password } = await createEditor(page);
  const { securityEmail } = (await (await page.request.get("/api/site-settings")).json()) as { securityEmail: string };

  const editor = await browser.newPage();
  try {
    await signInThroughApi(editor, username, password);
    await editor.goto("/admin/company-info");
    const form = editor.getByRole("form", { name: "Site settings" });
    const reporting = form.getByRole("group", { name: "Vulnerability reporting" });
    await expect(reporting).toContainText("Only an admin may change them");
    await expect(reporting.getByRole("definition").first()).toHaveText(securityEmail);
    await expect(reporting.getByRole("textbox")).toHaveCount(0);
    await expect(reporting.getByRole("checkbox")).toHaveCount(0);
    await expectNoAxeViolations(editor, "the site settings as an editor sees them");

    const address = form.getByLabel("Address");
    const original = await address.inputValue();
    await address.fill(uniqueName("Editor's address"));
    const saved = editor.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/api/site-settings"));
    await form.getByRole("button", { name: "Save Settings" }).click();
    expect(Object.keys((await saved).postDataJSON() as object)).not.toContain("securityEmail");
    await expectToast(editor, "Site settings updated successfully");
    await address.fill(original);
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(editor, "Site settings updated successfully");
  } finally {
    await editor.close();
  }
});

test("leaving the site settings with unsaved changes asks first", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/company-info");
  const form = page.getByRole("form", { name: "Site settings" });
  await form.getByLabel("Address").fill(uniqueName("Unsaved address"));
  await page.getByRole("link", { name: "Dashboard" }).click();
  const question = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await question.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/admin\/company-info$/);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await question.getByRole("button", { name: "Discard changes" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
