import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

// The public site shows no case studies; what it publishes is `GET /api/case-studies/{slug}`.
const DEMO_SOLUTION = "Smart Campus Access Control";

test("a case study is created for a solution, published, edited and deleted through the Case Studies screen", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page);
  await page.goto("/admin/case-studies");
  await expect(page.getByRole("heading", { name: "Case Studies", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Case Studies" });
  await expect(table.getByRole("columnheader")).toHaveText(["Title", "Client", "Industry", "Solution", "Actions"]);

  const title = uniqueName("Riverside Clinic Rollout");
  await page.getByRole("button", { name: "Add Case Study" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Case Study" });
  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  for (const message of [
    "Title is required",
    "Slug is required",
    "Industry is required",
    "Problem is required",
    "Solution is required",
    "Results is required",
  ])
    await expect(dialog.getByText(message)).toBeVisible();

  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Title").blur();
  const slug = await dialog.getByLabel("Slug").inputValue();
  expect(slug).toMatch(/^riverside-clinic-rollout-[a-z0-9]+$/);
  await dialog.getByLabel("Industry").fill("Healthcare");
  await dialog.getByLabel("Client").fill("Riverside Clinics");
  await dialog.getByLabel("Location").fill("Leeds, UK");
  await dialog.getByLabel("Linked solution").selectOption({ label: DEMO_SOLUTION });
  await dialog.getByLabel("Problem").fill("Shared keys to the drug rooms.");
  await dialog.getByRole("textbox", { name: "Solution", exact: true }).fill("Face terminals on 40 doors.");
  await dialog.getByLabel("Results").fill("Every opening is on record.");
  await dialog.getByLabel("Testimonial", { exact: true }).fill("We stopped counting keys.");
  await dialog.getByLabel("Testimonial author").fill("A. Nurse, Head of Estates");
  await expectNoAxeViolations(page, "the case study dialog", { within: "[role=dialog]" });

  await dialog.getByRole("button", { name: "Create Case Study" }).click();
  await expectToast(page, "Case study created successfully");
  await expect(dialog).toBeHidden();
  const row = table.getByRole("row").filter({ hasText: title });
  await expect(row.getByRole("cell")).toHaveText([title, "Riverside Clinics", "Healthcare", DEMO_SOLUTION, ""]);

  const published = await request.get(`/api/case-studies/${slug}`);
  expect(await published.json()).toMatchObject({ title, client: "Riverside Clinics", location: "Leeds, UK" });

  // Edit: the stored values come back, including the linked solution; unlinking shows "—".
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Case Study" });
  await expect(editDialog.getByLabel("Linked solution")).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(editDialog.getByLabel("Testimonial author")).toHaveValue("A. Nurse, Head of Estates");
  await editDialog.getByLabel("Title").fill(`${title} Phase 2`);
  await editDialog.getByLabel("Linked solution").selectOption({ label: "None" });
  await editDialog.getByRole("button", { name: "Update Case Study" }).click();
  await expectToast(page, "Case study updated successfully");
  const editedRow = table.getByRole("row").filter({ hasText: `${title} Phase 2` });
  await expect(editedRow.getByRole("cell").nth(3)).toHaveText("—");
  expect(await (await request.get(`/api/case-studies/${slug}`)).json()).toMatchObject({ title: `${title} Phase 2`, solutionId: null });

  await page.getByRole("button", { name: `Delete ${title} Phase 2`, exact: true }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Delete Case Study" });
  await expect(confirmation).toContainText(
    `Are you sure you want to delete "${title} Phase 2"? It is kept in Recently Deleted for 30 days, where it can be restored.`,
  );
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Case study deleted successfully");
  await expect(editedRow).toHaveCount(0);
  expect((await request.get(`/api/case-studies/${slug}`)).status()).toBe(404);
});

test("an empty list says so and offers to create the first case study", async ({ page }) => {
  await signInThroughApi(page);
  await page.route("**/api/case-studies", (route) => (route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.fallback()));
  await page.goto("/admin/case-studies");
  await expect(page.getByText("No case studies yet", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Add Your First Case Study" }).click();
  await expect(page.getByRole("dialog", { name: "Add Case Study" })).toBeVisible();
});
