/**
 * The inquiry pipeline through the browser (docs/decisions/036-inquiry-pipeline.md): staff assign
 * an inquiry, add an internal note, change its status and read the history with who and when, and
 * filter the list by assignee and by the days the inquiries arrived on.
 */
import { expectNoAxeViolations } from "../../../support/browser/axe";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "../../../support/browser/site-test";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

test.describe.configure({ timeout: 90_000 });

const inquiriesListed = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === "/api/inquiries");

test("an inquiry is assigned, noted, moved on with its history shown, and found by assignee and day", async ({ page }) => {
  const name = uniqueName("Oskar Lind");
  const sent = await page.request.post("/api/inquiries", {
    data: { type: "demo", name, email: "oskar@lind.example", company: "Lind Access AB", country: "Sweden" },
  });
  expect(sent.status()).toBe(201);

  await signInThroughApi(page);
  const listed = inquiriesListed(page);
  await page.goto("/admin/inquiries?type=demo");
  await listed;
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell").nth(8)).toHaveText("Unassigned");

  // Assign it to oneself and add a note in the detail dialog.
  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const detail = page.getByRole("dialog", { name: "Inquiry Details" });
  await detail.getByLabel("Assigned to").selectOption({ label: "admin" });
  await expectToast(page, "Inquiry assigned");

  const note = detail.getByLabel("Add a note");
  await detail.getByRole("button", { name: "Add note" }).click();
  await expect(detail.getByText("Note is required")).toBeVisible();
  await expect(note).toBeFocused();
  await note.fill("Called Oskar: wants a demo on site\nnext Tuesday.");
  await detail.getByRole("button", { name: "Add note" }).click();
  await expectToast(page, "Note added");
  const notes = detail.getByRole("region", { name: "Internal notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("admin");
  await expect(notes.getByText("Called Oskar: wants a demo on site\nnext Tuesday.")).toBeVisible();
  await expect(note).toHaveValue("");
  await expect(note).toBeFocused();
  await expectNoAxeViolations(page, "an inquiry's detail with a note added");
  // The author deletes it again; focus stays in the thread.
  await notes.getByRole("button", { name: /^Delete the note by admin/ }).click();
  await expectToast(page, "Note deleted");
  await expect(notes.getByText("No notes yet")).toBeVisible();
  await expect(notes.getByRole("heading", { name: "Internal notes" })).toBeFocused();
  // (Escape would first close the toast, the top layer.)
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();
  await expect(row.getByRole("cell").nth(8)).toHaveText("admin");

  // A status change made in the table shows in the history, with who made it.
  await row.getByLabel(`Status for ${name}`).selectOption("processing");
  await expectToast(page, "Status updated successfully");
  await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
  const history = detail.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("Received");
  await expect(history.getByRole("listitem").nth(1)).toContainText(/Pending\s*to\s*Processing\s*by admin/);
  await expect(detail.getByLabel("Assigned to")).toHaveValue(/[0-9a-f-]{36}/);
  await detail.getByRole("button", { name: "Close" }).click();

  // The assignee filter: mine shows it, the unassigned ones do not; both live in the address.
  await page.getByLabel("Assignee", { exact: true }).selectOption({ label: "Assigned to me" });
  await expect(page).toHaveURL(/assignee=me/);
  await expect(row).toHaveCount(1);
  await page.getByLabel("Assignee", { exact: true }).selectOption({ label: "Unassigned" });
  await expect(page).toHaveURL(/assignee=unassigned/);
  await expect(row).toHaveCount(0);

  // The day filter: today (UTC) includes it, from tomorrow on does not. Changes made in quick
  // succession all stick: the screen's data is held back until the last one is made, as on a slow
  // connection, so each change is made before the address has taken the one before.
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const screenData = (url: URL) => url.pathname === "/admin/inquiries.data";
  const held: Route[] = [];
  await page.route(screenData, (route) => void held.push(route));
  await page.getByLabel("Assignee", { exact: true }).selectOption({ label: "admin" });
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.unroute(screenData);
  // A navigation that a later one replaced has dropped its request: there is nothing to let through.
  for (const route of held) await route.continue().catch(() => undefined);
  await expect(page).toHaveURL(new RegExp(`assignee=[0-9a-f-]{36}&from=${today}&to=${today}$`));
  await expect(page.getByLabel("Assignee", { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(row).toHaveCount(1);
  await page.getByLabel("To", { exact: true }).fill("");
  await expect(page).not.toHaveURL(/to=/);
  await page.getByLabel("From", { exact: true }).fill(tomorrow);
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await expect(page.getByText("No inquiries found")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expectNoAxeViolations(page, "the inquiries filtered to nothing");
});
