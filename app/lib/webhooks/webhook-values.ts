/**
 * The webhooks' vocabulary (docs/decisions/065-webhooks.md): the events an endpoint can subscribe
 * to, the test event "Send test" sends, and the states of a delivery. Shared by the database's
 * check constraints, the API's schemas and the Webhooks screen.
 */
export const WEBHOOK_EVENTS = [
  "inquiry.received",
  "inquiry.status_changed",
  "content.published",
  "content.updated",
  "content.unpublished",
  "content.deleted",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What "Send test" sends: no endpoint subscribes to it, every endpoint can be sent it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";
export const DELIVERED_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type DeliveredEvent = (typeof DELIVERED_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<DeliveredEvent, string> = {
  "inquiry.received": "Inquiry received",
  "inquiry.status_changed": "Inquiry status changed",
  "content.published": "Content published",
  "content.updated": "Content updated",
  "content.unpublished": "Content unpublished",
  "content.deleted": "Content deleted",
  "webhook.test": "Test",
};

/** Pending until an attempt is answered with a 2xx (delivered) or the last attempt fails (failed). */
export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
