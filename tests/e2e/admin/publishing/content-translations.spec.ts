/**
 * Translations typed in the admin dialogs, beside the English text, and shown by the public pages
 * in their language, with the English text wherever a field was left untranslated.
 */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Locator } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test.describe.configure({ timeout: 90_000 });

const chinese = (dialog: Locator) => dialog.getByRole("radio", { name: "简体中文", exact: true });

test("a product's Chinese name and features are shown on its Chinese page; its description, left empty, and the French page stay English", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });

  const name = uniqueName("Turnstile Face Reader");
  const chineseName = `闸机人脸识别器 ${name.split(" ").at(-1)}`;
  const description = "A face reader that mounts on turnstile lanes.";
  const code = `E2E-ZH-${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel("Category").selectOption({ label: "Fingerprint Readers" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).press("Tab");
  const slug = await dialog.getByLabel("Slug").inputValue();
  await dialog.getByLabel("Product Code").fill(code);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill(description);
  await dialog.getByRole("textbox", { name: "Features", exact: true }).fill("Anti-tamper alarm");
  await dialog.getByRole("textbox", { name: "Features", exact: true }).press("Enter");

  // No language is open until one is chosen; each says whether it is translated.
  await expect(dialog.getByRole("textbox", { name: /简体中文/ })).toHaveCount(0);
  await expect(chinese(dialog)).toHaveAccessibleDescription("not fully translated");
  await chinese(dialog).click();
  const translations = dialog.getByRole("group", { name: "Translations" });
  await expect(translations.getByText(name, { exact: true })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name (简体中文)" }).fill(chineseName);
  // A list is typed one item per line; the empty line is kept while typing and dropped when saved.
  await dialog.getByRole("textbox", { name: "Features (简体中文)" }).fill("防拆报警\n");
  await expect(dialog.getByRole("textbox", { name: "Features (简体中文)" })).toHaveValue("防拆报警\n");
  await dialog.getByRole("textbox", { name: "Description (简体中文)" }).fill("");
  await expect(chinese(dialog)).toHaveAccessibleDescription("not fully translated");
  await expectNoAxeViolations(page, "the product dialog with translations", { within: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expectToast(page, "Product created successfully");
  await expect(dialog).toBeHidden();

  // The edit dialog opens with the translations; looking at a language changes nothing to discard.
  await page.getByLabel("Search products").fill(name);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Product" });
  await chinese(editDialog).click();
  await expect(editDialog.getByRole("textbox", { name: "Name (简体中文)" })).toHaveValue(chineseName);
  await expect(editDialog.getByRole("textbox", { name: "Features (简体中文)" })).toHaveValue("防拆报警");
  await expect(editDialog.getByRole("textbox", { name: "Description (简体中文)" })).toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(editDialog).toBeHidden();

  await page.goto(`/zh-CN/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseName);
  await expect(page).toHaveTitle(new RegExp(`^${chineseName} \\(${code}\\)`));
  await expect(page.getByText(description, { exact: true })).toBeVisible();
  await expect(page.getByText("防拆报警", { exact: true })).toBeVisible();
  await expect(page.getByText("Anti-tamper alarm", { exact: true })).toHaveCount(0);

  await page.goto(`/fr/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Anti-tamper alarm", { exact: true })).toBeVisible();

  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(`^${name} \\(${code}\\)`));
});

test("a category's Chinese name is offered by the Chinese catalogue's category filter, and its English name by the others", async ({
  page,
}) => {
  await signInThroughApi(page);
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  const name = uniqueName("Gate Readers");
  const chineseName = `闸机读卡器 ${name.split(" ").at(-1)}`;
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Readers for turnstiles.");
  await chinese(dialog).click();
  await dialog.getByRole("textbox", { name: "Name (简体中文)" }).fill(chineseName);
  await dialog.getByRole("textbox", { name: "Description (简体中文)" }).fill("闸机用读卡器。");
  await expect(chinese(dialog)).toHaveAccessibleDescription("translated");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");

  await page.goto("/zh-CN/products");
  const filter = page.locator("select[name=category]");
  await expect(filter.locator("option", { hasText: chineseName })).toHaveCount(1);
  await expect(filter.locator("option", { hasText: name })).toHaveCount(0);
  await page.goto("/de/products");
  await expect(page.locator("select[name=category]").locator("option", { hasText: name })).toHaveCount(1);
});

test("a translation the rules refuse is shown under its input, in its language, which opens by itself", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "Add Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Category" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(uniqueName("Refused"));
  await dialog.getByRole("radio", { name: "Français" }).click();
  await dialog.getByRole("textbox", { name: "Name (Français)" }).fill("N".repeat(201));
  await chinese(dialog).click();
  await dialog.getByRole("button", { name: "Create Category" }).click();

  const french = dialog.getByRole("radio", { name: "Français" });
  await expect(french).toHaveAttribute("aria-checked", "true");
  await expect(french).toHaveAccessibleDescription("has errors");
  await expect(dialog.getByRole("textbox", { name: "Name (Français)" })).toHaveAccessibleDescription(/Name must be at most 200 characters/);
  await dialog.getByRole("textbox", { name: "Name (Français)" }).fill("Lecteurs");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expectToast(page, "Category created successfully");
});
