/**
 * Products to and from CSV through the browser (decision 037): the export downloads every product,
 * an import is checked first (what it would create and change, or each error by row and column)
 * and applied only from a clean check, and the imported product shows in the list.
 */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
import { csvLine } from "~/lib/server/csv.server";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test.describe.configure({ timeout: 90_000 });

async function downloadExport(page: Page): Promise<Record<string, string>[]> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products_\d{4}-\d{2}-\d{2}\.csv$/);
  return parse(await readFile((await file.path())!), { bom: true, columns: true }) as Record<string, string>[];
}

async function checkFile(page: Page, rows: Record<string, string>[]) {
  const header = Object.keys(rows[0]!);
  const text = [header, ...rows.map((row) => header.map((column) => row[column] ?? ""))].map(csvLine).join("");
  const dialog = page.getByRole("dialog", { name: "Import products from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
  await dialog.getByRole("button", { name: "Check file" }).click();
  return dialog;
}

test("products are exported, and a file is checked, refused with its errors, or imported", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/products");
  const exported = await downloadExport(page);
  expect(exported.length).toBeGreaterThan(0);
  const [sample] = exported;
  const code = `CSV-${Date.now().toString(36).toUpperCase()}`;
  const name = uniqueName("Imported Terminal");
  const newRow = { ...sample!, productCode: code, name, slug: code.toLowerCase(), status: "published" };

  await page.getByRole("button", { name: "Import CSV" }).click();
  let dialog = await checkFile(page, [{ ...newRow, category: "no-such-category", rating: "9" }]);
  await expect(dialog.getByRole("alert")).toHaveText("The file has 2 errors; fix them and check it again.");
  const errors = dialog.getByRole("table", { name: "Errors in the file" });
  await expect(errors.getByRole("row").nth(1)).toHaveText('2categoryNo category has the slug "no-such-category"');
  await expect(dialog.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "the import dialog with errors", { within: "[role=dialog]" });

  dialog = await checkFile(page, [newRow]);
  await expect(dialog.getByText("1 new, 0 changed, 0 unchanged")).toBeVisible();
  await expect(dialog.getByRole("table", { name: "What the import changes" }).getByRole("row").nth(1)).toHaveText(`2${code}New product`);
  await dialog.getByRole("button", { name: "Import 1 change" }).click();
  // Each import's own toast, by its figures: the first one may still show when the second is sent.
  await expectToast(page, "1 created, 0 updated");
  await page.getByRole("searchbox", { name: "Search products" }).fill(code);
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();

  const again = (await downloadExport(page)).find((row) => row.productCode === code);
  expect(again).toMatchObject({ name, category: sample!.category });
  await page.getByRole("button", { name: "Import CSV" }).click();
  dialog = await checkFile(page, [{ ...again!, name: `${name} v2` }]);
  await expect(dialog.getByText("0 new, 1 changed, 0 unchanged")).toBeVisible();
  await expect(dialog.getByText("Changes name", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Import 1 change" }).click();
  await expectToast(page, "0 created, 1 updated");
  await expect(page.getByRole("cell", { name: `${name} v2`, exact: true })).toBeVisible();
});
