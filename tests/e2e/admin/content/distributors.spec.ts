import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test("a distributor is created, shown on Where to Buy, unpublished and deleted through the Distributors screen", async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Distributors" }).click();
  await expect(page.getByRole("heading", { name: "Distributors", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Distributors" });
  await expect(table.getByRole("columnheader")).toHaveText(["Company", "Country", "Region", "Tier", "Status", "Actions"]);
  // The demo directory's unpublished partner is listed for staff.
  await expect(table.getByRole("row").filter({ hasText: "Baltic Gate Systems UAB" }).getByRole("cell").nth(4)).toHaveText("Hidden");

  const company = uniqueName("Geysir Access ehf.");
  await page.getByRole("button", { name: "Add Distributor" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Distributor" });
  await dialog.getByLabel("Website").fill("ftp://geysir.example.com");
  await dialog.getByRole("button", { name: "Create Distributor" }).click();
  for (const message of [
    "Company name is required",
    "Country is required",
    "Region is required",
    "City is required",
    "Email is required",
    "Website must start with http:// or https://",
  ])
    await expect(dialog.getByText(message)).toBeVisible();

  await dialog.getByLabel("Company name").fill(company);
  await dialog.getByLabel("Partner tier").selectOption({ label: "Gold Partner" });
  await dialog.getByLabel("Country").selectOption({ label: "Iceland" });
  await dialog.getByLabel("Region").selectOption({ label: "Europe" });
  await dialog.getByLabel("City").fill("Reykjavík");
  await dialog.getByLabel("Contact person").fill("Sigrún Jónsdóttir");
  await dialog.getByLabel("Email").fill("sala@geysir.example.com");
  await dialog.getByLabel("Phone").fill("+354 555 0123");
  await dialog.getByLabel("Website").fill("https://geysir.example.com");
  await dialog.getByLabel("Notes").fill("Covers Iceland and the Faroe Islands.");
  await expectNoAxeViolations(page, "the distributor dialog", { within: "[role=dialog]" });
  await dialog.getByRole("button", { name: "Create Distributor" }).click();
  await expectToast(page, "Distributor created successfully");
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row").filter({ hasText: company });
  await expect(row.getByRole("cell")).toHaveText([`${company}Reykjavík`, "Iceland", "Europe", "Gold Partner", "Published", ""]);

  // The public page shows it at once: the write cleared the page cache.
  const visitor = waitingForAdminHydration(await page.context().browser()!.newPage());
  await visitor.goto("/where-to-buy?country=IS");
  const card = visitor.getByRole("article").filter({ hasText: company });
  await expect(card).toContainText("Gold Partner");
  await expect(card).toContainText("Reykjavík, Iceland");
  await expect(card.getByRole("link", { name: "sala@geysir.example.com" })).toHaveAttribute("href", "mailto:sala@geysir.example.com");

  // Edit: the stored values come back; unpublished, it leaves the public page.
  await page.getByRole("button", { name: `Edit ${company}`, exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Distributor" });
  await expect(editDialog.getByLabel("Country")).toHaveValue("IS");
  await expect(editDialog.getByLabel("Contact person")).toHaveValue("Sigrún Jónsdóttir");
  await editDialog.getByRole("switch", { name: "Published" }).click();
  await editDialog.getByRole("button", { name: "Update Distributor" }).click();
  await expectToast(page, "Distributor updated successfully");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Hidden");
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "No distributors found" })).toBeVisible();
  await visitor.close();

  await page.getByRole("button", { name: `Delete ${company}`, exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete Distributor" });
  await expect(confirmation).toContainText(
    `Are you sure you want to delete "${company}"? It is kept in Recently Deleted for 30 days, where it can be restored.`,
  );
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Distributor deleted successfully");
  await expect(row).toHaveCount(0);
});

test("an empty list says so and offers to create the first distributor", async ({ page }) => {
  await signInThroughApi(page);
  await page.route(
    (url) => url.pathname === "/api/distributors",
    (route) => (route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.fallback()),
  );
  await page.goto("/admin/distributors");
  await expect(page.getByText("No distributors yet", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Add Your First Distributor" }).click();
  await expect(page.getByRole("dialog", { name: "Add Distributor" })).toBeVisible();
});
