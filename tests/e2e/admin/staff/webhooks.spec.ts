import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../../../support/browser/axe";
import { expect, test } from "../../../support/browser/site-test";
import { startWebhookReceiver, verifiedDelivery, type WebhookReceiver } from "../../../support/servers/webhook-receiver";
import { expectToast, signInThroughApi, uniqueName } from "../admin-session";

/**
 * Webhooks (docs/decisions/065-webhooks.md): an admin registers an endpoint that points at a
 * receiver on this machine, is refused until private networks are allowed for it, sends a test,
 * sees the answer, and redelivers what failed.
 */
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Admin" });

let receiver: WebhookReceiver;
test.beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
test.afterEach(() => receiver.close());

test("an admin registers an endpoint, sends it a test and redelivers what failed", async ({ page }) => {
  const name = uniqueName("CRM intake");
  await signInThroughApi(page);
  await page.goto("/admin");
  await sidebar(page).getByRole("link", { name: "Webhooks", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();

  // A loopback address is refused until the endpoint allows private networks.
  await page.getByRole("button", { name: "Add Endpoint" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Webhook Endpoint" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("URL").fill(receiver.url);
  await expect(dialog.getByRole("checkbox", { name: "Inquiry received" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Content deleted" }).uncheck();
  await dialog.getByRole("button", { name: "Create Webhook Endpoint" }).click();
  await expect(
    dialog.getByText("127.0.0.1 is a loopback address (127.0.0.1); allow private networks for this endpoint to send to it"),
  ).toBeVisible();
  await dialog.getByRole("switch", { name: "Allow private network" }).click();
  await dialog.getByRole("button", { name: "Create Webhook Endpoint" }).click();
  await expectToast(page, "Webhook endpoint created successfully");
  await expect(dialog).toBeHidden();

  // The new endpoint's secret is shown once, to copy into the receiver.
  const secretDialog = page.getByRole("dialog", { name: "Signing Secret" });
  await expect(secretDialog.getByLabel("Signing secret")).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const secret = await secretDialog.getByLabel("Signing secret").inputValue();
  await expectNoAxeViolations(page, "the new endpoint's secret");
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(secretDialog).toBeHidden();

  const row = page.getByRole("table", { name: "Webhook endpoints" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Inquiry received");
  await expect(row).not.toContainText("Content deleted");
  await expect(row).toContainText("Private network");

  // Send test while the receiver is failing: the answer shows, and the delivery waits for a retry.
  receiver.answer = { status: 500, body: "CRM is restarting" };
  await row.getByRole("button", { name: `Deliveries of ${name}` }).click();
  const deliveries = page.getByRole("table", { name: `Deliveries to ${name}` });
  await expect(deliveries.getByText("No deliveries yet")).toBeVisible();
  await page.getByRole("button", { name: "Send test" }).click();
  const delivery = deliveries.getByRole("row").filter({ hasText: "Test" });
  await expect(delivery).toContainText("Pending");
  await expect(delivery).toContainText("HTTP 500");
  await expect(delivery).toContainText("CRM is restarting");

  // Redelivered once the receiver is back: delivered, its answer shown, the failed attempt kept.
  receiver.answer = { status: 200, body: "stored as lead 4711" };
  await delivery.getByRole("button", { name: /^Redeliver/ }).click();
  await expect(delivery).toContainText("Delivered");
  await expect(delivery).toContainText("stored as lead 4711");
  await expect(delivery).toContainText("2 attempts");
  await delivery.getByText("Earlier attempts (1)").click();
  await expect(delivery).toContainText("HTTP 500");
  await expectNoAxeViolations(page, "the Webhooks screen with an endpoint's deliveries");

  // The receiver was sent the same delivery twice, signed with the secret, which the edit dialog shows again on demand.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const editor = page.getByRole("dialog", { name: "Edit Webhook Endpoint" });
  await editor.getByRole("button", { name: "Show secret" }).click();
  await expect(editor.getByLabel("Signing secret")).toHaveValue(secret);
  await expectNoAxeViolations(page, "the endpoint dialog with its secret shown");
  expect(receiver.received).toHaveLength(2);
  const [first, second] = receiver.received;
  expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
  for (const request of receiver.received) {
    expect(verifiedDelivery(secret, request)).toMatchObject({
      id: first!.headers["webhook-id"],
      event: "webhook.test",
      data: { endpoint: { name } },
    });
  }
});
