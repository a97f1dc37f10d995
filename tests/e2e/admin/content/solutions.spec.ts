import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Locator } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

/** The spec's slug rule, for the name this test made up. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

async function addListItems(dialog: Locator, label: string, items: string[]) {
  const input = dialog.getByRole("textbox", { name: label, exact: true });
  for (const item of items) {
    await input.fill(`  ${item}  `);
    await input.press("Enter");
  }
}

test("a solution is created with industries, benefits and a bill of materials, shown publicly, edited and deleted", async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page);
  await page.goto("/admin/solutions");
  await expect(page.getByRole("heading", { name: "Solutions", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Solutions" });
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Industries", "Use Case", "Status", "Actions"]);

  const name = uniqueName("Hospital Ward Access");
  const slug = slugOf(name);
  await page.getByRole("button", { name: "Add Solution" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Solution" });
  await dialog.getByRole("button", { name: "Create Solution" }).click();
  for (const message of ["Name is required", "Slug is required", "Description is required", "Use case is required"])
    await expect(dialog.getByText(message)).toBeVisible();

  // Leaving the name fills the empty slug (docs/behaviour/admin-area.md §2).
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).blur();
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByLabel("Description").fill("Ward doors that open for the right staff, at the right hour.");
  await dialog.getByLabel("Use Case").fill("A 300-bed hospital with wards, pharmacy and theatres.");

  // Industries and benefits: added one at a time, trimmed, an empty one ignored, removed by their badge.
  await addListItems(dialog, "Industries", ["healthcare", "government", "retail"]);
  await dialog.getByRole("textbox", { name: "Industries", exact: true }).press("Enter");
  await addListItems(dialog, "Benefits", ["Drug rooms audited", "A mistake"]);
  await dialog.getByRole("button", { name: "Remove A mistake" }).click();
  await expect(dialog.getByRole("list", { name: "Industries" }).getByRole("listitem")).toHaveText(["healthcare", "government", "retail"]);
  await expect(dialog.getByRole("list", { name: "Benefits" }).getByRole("listitem")).toHaveText(["Drug rooms audited"]);

  // One bill of materials line; a quantity below 1 is refused under it.
  await dialog.getByRole("button", { name: "Add line" }).click();
  await dialog.getByLabel("Part (line 1)").fill("Face terminal");
  await dialog.getByLabel("Model (line 1)").fill("FT-900");
  await dialog.getByLabel("Quantity (line 1)").fill("0");
  await dialog.getByLabel("Notes (line 1)").fill("One per ward door");
  await dialog.getByRole("button", { name: "Create Solution" }).click();
  await expect(dialog.getByText("Quantity must be at least 1")).toBeVisible();
  await dialog.getByLabel("Quantity (line 1)").fill("12");
  await expectNoAxeViolations(page, "the solution dialog with an error", { within: "[role=dialog]" });

  await dialog.getByRole("button", { name: "Create Solution" }).click();
  await expectToast(page, "Solution created successfully");
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row").filter({ hasText: name });
  // At most 2 industries, then +N (docs/behaviour/admin-area.md §9).
  await expect(row.getByRole("cell").nth(1)).toHaveText("healthcaregovernment+1");
  await expect(row.getByRole("cell").nth(2)).toHaveText("A 300-bed hospital with wards, pharmacy and theatres.");
  await expect(row.getByRole("cell").nth(3)).toHaveText("Active");
  await expect(row.getByRole("img", { name: "Featured" })).toHaveCount(0);

  await page.goto(`/solutions/${slug}`);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Drug rooms audited")).toBeVisible();
  const billOfMaterials = page.getByRole("table");
  await expect(billOfMaterials.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "Face terminal",
    "FT-900",
    "12",
    "One per ward door",
  ]);

  // Edit: the form opens with the stored values; featured, a tagline, a second line moved first.
  await page.goto("/admin/solutions");
  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Solution" });
  await expect(editDialog.getByLabel("Slug")).toHaveValue(slug);
  await expect(editDialog.getByLabel("Quantity (line 1)")).toHaveValue("12");
  await editDialog.getByLabel("Tagline").fill("Every ward door, one audit trail");
  await editDialog.getByRole("switch", { name: "Featured" }).click();
  await editDialog.getByRole("button", { name: "Add line" }).click();
  await editDialog.getByLabel("Part (line 2)").fill("Access controller");
  await editDialog.getByRole("button", { name: "Move line 2 up" }).click();
  await expect(editDialog.getByLabel("Part (line 1)")).toHaveValue("Access controller");
  await expect(editDialog.getByLabel("Quantity (line 1)")).toHaveValue("1");
  await editDialog.getByRole("button", { name: "Update Solution" }).click();
  await expectToast(page, "Solution updated successfully");
  await expect(row.getByRole("cell").nth(3)).toHaveText("Featured");
  await expect(row.getByRole("img", { name: "Featured" })).toBeVisible();

  await page.goto(`/solutions/${slug}`);
  await expect(page.getByText("Every ward door, one audit trail")).toBeVisible();
  await expect(billOfMaterials.getByRole("row").nth(1).getByRole("cell").first()).toHaveText("Access controller");
  await expect(billOfMaterials.getByRole("row").nth(2).getByRole("cell").first()).toHaveText("Face terminal");

  // Delete: asked first; Cancel keeps it, Delete removes it from the screen and the site.
  await page.goto("/admin/solutions");
  await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete Solution" });
  await expect(confirmation).toContainText(
    `Are you sure you want to delete "${name}"? It is kept in Recently Deleted for 30 days, where it can be restored.`,
  );
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Solution deleted successfully");
  await expect(row).toHaveCount(0);

  const response = await page.goto(`/solutions/${slug}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Solution Not Found" })).toBeVisible();
});

test("a slug already in use is refused under the slug field with the failure toast", async ({ page }) => {
  await signInThroughApi(page);
  await page.goto("/admin/solutions");
  await page.getByRole("button", { name: "Add Solution" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Solution" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(uniqueName("Duplicate"));
  await dialog.getByRole("textbox", { name: "Name", exact: true }).blur();
  await expect(dialog.getByLabel("Slug")).toHaveValue(/^duplicate-/);
  await dialog.getByLabel("Slug").fill("smart-campus-access-control");
  await dialog.getByLabel("Description").fill("A copy.");
  await dialog.getByLabel("Use Case").fill("None.");
  await dialog.getByRole("button", { name: "Create Solution" }).click();
  await expectToast(page, "Failed to create solution");
  await expect(dialog.getByText("This slug is already in use")).toBeVisible();
  await expect(dialog.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
});

test("an empty list says so and offers to create the first solution", async ({ page }) => {
  await signInThroughApi(page);
  await page.route("**/api/solutions", (route) => (route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.fallback()));
  await page.goto("/admin/solutions");
  await expect(page.getByText("No solutions yet. Create your first solution!", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Add Your First Solution" }).click();
  await expect(page.getByRole("dialog", { name: "Add Solution" })).toBeVisible();
});
