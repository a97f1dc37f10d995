import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test, waitingForAdminHydration } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Makes an item through the API, as another staff member might have, and answers it. */
async function created(page: Page, path: string, body: object): Promise<{ id: string }> {
  const response = await page.request.post(path, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test("staff edit a solution twice, see each version's changes side by side in its History, and restore the first", async ({ page }) => {
  test.slow(); // Several saves, the History view and a public page in one story.
  await signInThroughApi(page);
  const name = uniqueName("Airport Staff Access");
  const slug = slugOf(name);
  await created(page, "/api/solutions", { name, slug, description: "Doors for crews and ground staff.", useCase: "A regional airport." });

  await page.goto("/admin/solutions");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Solution" });
  await dialog.getByLabel("Tagline").fill("Badges and faces at every airside door");
  await dialog.getByRole("button", { name: "Update Solution" }).click();
  await expectToast(page, "Solution updated successfully");
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByLabel("Description").fill("Airside doors that open for the right crew, at the right hour.");
  await dialog.getByRole("button", { name: "Update Solution" }).click();
  await expectToast(page, "Solution updated successfully");
  await expect(dialog).toBeHidden();

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await dialog.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: `History of ${name}` });
  const versions = history.getByRole("list", { name: "Versions" }).getByRole("button");
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Version 3");
  await expect(versions.first()).toContainText("Current");
  await expect(versions.first()).toContainText("admin");

  // The newest version changed the description only, shown before and after.
  const changes = history.getByRole("region", { name: "Version 3" }).getByRole("row");
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(1)).toHaveText(
    ["Description", "Doors for crews and ground staff.", "Airside doors that open for the right crew, at the right hour."].join(""),
  );

  await versions.filter({ hasText: "Version 2" }).click();
  const second = history.getByRole("region", { name: "Version 2" });
  await expect(second.getByRole("row").nth(1)).toHaveText(["Tagline", "(empty)", "Badges and faces at every airside door"].join(""));

  await expectNoAxeViolations(page, "the History view", { within: "[role=dialog]" });

  await versions.filter({ hasText: "Version 1" }).click();
  await history.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expectToast(page, "Version 1 restored as version 4");
  await expect(history).toBeHidden();
  await expect(dialog).toBeHidden();

  // The restore is a new version: nothing was overwritten.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Tagline")).toHaveValue("");
  await dialog.getByRole("button", { name: "History" }).click();
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText("Restored version 1");

  await page.goto(`/solutions/${slug}`);
  await expect(page.getByText("Doors for crews and ground staff.")).toBeVisible();
  await expect(page.getByText("Airside doors that open")).toHaveCount(0);
});

test("restoring a version of a withdrawn solution keeps it unpublished unless staff tick the box that brings back the version's publication", async ({
  page,
  request,
}) => {
  test.slow(); // Two restores and a public page in one story.
  await signInThroughApi(page);
  const name = uniqueName("Warehouse Gates");
  const slug = slugOf(name);
  const solution = await created(page, "/api/solutions", { name, slug, description: "Gates for trucks.", useCase: "A depot." });
  const edited = await page.request.put(`/api/solutions/${solution.id}`, { data: { description: "Gates for every truck." } });
  expect(edited.status()).toBe(200);
  expect((await page.request.put(`/api/solutions/${solution.id}`, { data: { status: "draft" } })).status()).toBe(200);

  await page.goto("/admin/solutions");
  const row = page.getByRole("row").filter({ hasText: name });
  const dialog = page.getByRole("dialog", { name: "Edit Solution" });
  const history = page.getByRole("dialog", { name: `History of ${name}` });
  const restoreFirst = async (withPublication: boolean) => {
    await row.getByRole("button", { name: `Edit ${name}` }).click();
    await dialog.getByRole("button", { name: "History" }).click();
    // The oldest version is last: newest first.
    await history.getByRole("list", { name: "Versions" }).getByRole("button").last().click();
    await history.getByRole("button", { name: "Restore version 1" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
    const choice = confirm.getByRole("checkbox", { name: "Also restore this version's publication: Published" });
    await expect(choice).not.toBeChecked();
    await expect(confirm).toContainText("Left unticked, the item stays as published or as hidden as it is now.");
    if (withPublication) {
      await expectNoAxeViolations(page, "the restore's choice", { within: "[role=alertdialog]" });
      await choice.check();
    }
    await confirm.getByRole("button", { name: "Restore" }).click();
    await expect(history).toBeHidden();
  };

  await restoreFirst(false);
  await expectToast(page, "Version 1 restored as version 4");
  await expect(row).toContainText("Draft");
  // A visitor, signed out, is not shown the withdrawn solution.
  expect((await request.get(`/solutions/${slug}`)).status()).toBe(404);

  await restoreFirst(true);
  await expectToast(page, "Version 1 restored as version 5");
  await expect(row).not.toContainText("Draft");
  expect(await (await request.get(`/solutions/${slug}`)).text()).toContain("Gates for trucks.");
});

test("a deleted article waits in Recently Deleted, comes back to its list and its public page, and an admin purges another item for good", async ({
  page,
}) => {
  test.slow(); // Admin screens and a public page in one story.
  await signInThroughApi(page);
  const title = uniqueName("Cold Store Doors");
  const slug = slugOf(title);
  await created(page, "/api/news", { title, slug, excerpt: "Readers that work at minus 30.", content: "Gloves on, doors open." });
  const slide = uniqueName("Winter slide");
  const slideRow = await created(page, "/api/hero-slides", { title: slide, backgroundImageUrl: "/demo/hero-factory.webp" });
  expect((await page.request.delete(`/api/hero-slides/${slideRow.id}`)).status()).toBe(204);

  await page.goto("/admin/news");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await card.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete Article" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Article deleted successfully");
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Recently Deleted" }).click();
  await expect(page.getByRole("heading", { name: "Recently Deleted" })).toBeVisible();
  const deleted = page.getByRole("table", { name: "Recently deleted items" });
  const articleRow = deleted.getByRole("row").filter({ hasText: title });
  await expect(articleRow).toContainText("News article");
  await expect(articleRow).toContainText("admin");
  await expect(articleRow).toContainText(/(29|30) days left/);
  await expectNoAxeViolations(page, "/admin/recently-deleted");

  await articleRow.getByRole("button", { name: `Restore ${title}` }).click();
  await expectToast(page, `"${title}" restored`);
  await expect(articleRow).toHaveCount(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "News Articles" }).click();
  await expect(page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) })).toBeVisible();
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();

  await page.goto("/admin/recently-deleted");
  const slideEntry = page.getByRole("table", { name: "Recently deleted items" }).getByRole("row").filter({ hasText: slide });
  await slideEntry.getByRole("button", { name: `Purge ${slide}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Purge for good?" });
  await expect(confirm).toContainText(`"${slide}" and its history will be removed for good.`);
  await confirm.getByRole("button", { name: "Purge" }).click();
  await expectToast(page, `"${slide}" purged`);
  await expect(slideEntry).toHaveCount(0);
});

test("an editor restores but cannot purge", async ({ page, browser }) => {
  await signInThroughApi(page);
  const username = `editor${Date.now().toString(36)}`;
  const password = "editor-password-1";
  const user = await page.request.post("/api/users", { data: { username, email: `${username}@example.com`, role: "editor", password } });
  expect(user.status(), await user.text()).toBe(201);
  const name = uniqueName("Gate Distributor");
  const distributor = await created(page, "/api/distributors", {
    companyName: name,
    country: "DE",
    city: "Berlin",
    email: "gate@example.com",
    region: "europe",
  });
  expect((await page.request.delete(`/api/distributors/${distributor.id}`)).status()).toBe(204);

  const context = await browser.newContext();
  const editorPage = waitingForAdminHydration(await context.newPage());
  await signInThroughApi(editorPage, username, password);
  await editorPage.goto("/admin/recently-deleted");
  const entry = editorPage.getByRole("table", { name: "Recently deleted items" }).getByRole("row").filter({ hasText: name });
  await expect(entry.getByRole("button", { name: `Restore ${name}` })).toBeVisible();
  await expect(entry.getByRole("button", { name: `Purge ${name}` })).toHaveCount(0);
  await entry.getByRole("button", { name: `Restore ${name}` }).click();
  await expectToast(editorPage, `"${name}" restored`);
  await expect(entry).toHaveCount(0);
  await context.close();
});
