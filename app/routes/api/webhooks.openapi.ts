/**
 * The OpenAPI operations of webhooks.routes.ts (webhook endpoints, their secrets and their
 * deliveries, admin only), and the webhooks the site sends: one per event, with its payload's schema.
 */
import { z } from "zod";
import type { Operation, WebhookDescription } from "~/lib/server/openapi-document.server";
import { DELIVERED_EVENTS, WEBHOOK_EVENT_LABELS } from "~/lib/webhooks/webhook-values";
import { webhookPayload } from "~/schemas/webhooks/webhook-payloads";
import { webhookDeliveryListQuerySchema, webhookDeliveryRow } from "~/schemas/webhooks/webhook-delivery";
import {
  createdWebhookEndpointRow,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookEndpointRow,
  webhookSecretRow,
} from "~/schemas/webhooks/webhook-endpoint";
import { withReadOnly } from "./entity-operations";

const endpoint = withReadOnly(webhookEndpointRow, ["createdBy"]);
const TAG = "Webhooks";

export const webhooksOperations: Operation[] = [
  {
    method: "get",
    path: "/api/webhooks",
    tag: TAG,
    access: "admin",
    summary: "The webhook endpoints (never their secrets)",
    response: { status: 200, description: "The endpoints, by name", schema: z.array(endpoint) },
  },
  {
    method: "post",
    path: "/api/webhooks",
    tag: TAG,
    access: "admin",
    summary:
      "Register an endpoint: its URL (http or https; a host on a loopback or private network is refused unless allowPrivateNetwork) and the events it is sent. The secret is generated unless given, and answered in full",
    body: createWebhookEndpointSchema,
    response: { status: 201, description: "Registered, with its secret", schema: withReadOnly(createdWebhookEndpointRow, ["createdBy"]) },
    errors: [400],
  },
  {
    method: "put",
    path: "/api/webhooks/{id}",
    tag: TAG,
    access: "admin",
    summary: "Change an endpoint's name, URL (judged again), events, private-network permission or whether it is active",
    body: updateWebhookEndpointSchema,
    response: { status: 200, description: "Changed", schema: endpoint },
    errors: [400, 404],
  },
  {
    method: "delete",
    path: "/api/webhooks/{id}",
    tag: TAG,
    access: "admin",
    summary: "Remove an endpoint and its deliveries",
    response: { status: 204, description: "Removed" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/secret",
    tag: TAG,
    access: "admin",
    summary: "The endpoint's signing secret",
    response: { status: 200, description: "The secret", schema: webhookSecretRow },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/secret",
    tag: TAG,
    access: "admin",
    summary: "Replace the endpoint's signing secret with a new one, used from the next delivery",
    response: { status: 200, description: "The new secret", schema: webhookSecretRow },
    errors: [404],
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/test",
    tag: TAG,
    access: "admin",
    summary: "Send the endpoint a test event (webhook.test) now; answers the delivery with its attempt",
    response: { status: 201, description: "Sent (delivered or not: see its state and attempt)", schema: webhookDeliveryRow },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    tag: TAG,
    access: "admin",
    summary:
      "The endpoint's deliveries, newest first, each with its attempts (status, answer excerpt, duration, error); the total in X-Total-Count",
    query: webhookDeliveryListQuerySchema,
    response: { status: 200, description: "The deliveries", schema: z.array(webhookDeliveryRow) },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    tag: TAG,
    access: "admin",
    summary: "Attempt a delivery once more, now",
    response: { status: 200, description: "The delivery with its attempts", schema: webhookDeliveryRow },
    errors: [404],
  },
];

/** The headers of every delivery: Standard Webhooks' three, and the event's name. */
const DELIVERY_HEADERS = [
  { name: "webhook-id", description: "The message's id, the body's `id`: the same on every retry, so a receiver drops repeats" },
  { name: "webhook-timestamp", description: "When this attempt was sent, in unix seconds: reject one far from your clock" },
  {
    name: "webhook-signature",
    description:
      "`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed by the secret's key (the base64 after `whsec_`): the Standard Webhooks specification, which its libraries verify",
  },
  { name: "webhook-event", description: "The event's name, as in the body" },
];

export const webhookEvents: WebhookDescription[] = DELIVERED_EVENTS.map((event) => ({
  event,
  summary: WEBHOOK_EVENT_LABELS[event],
  headers: DELIVERY_HEADERS,
  body: webhookPayload(event),
  responses: {
    "2XX": "Received: the delivery is done",
    default: "Anything else (or no answer within 10 s, or a redirect) is retried from 30 s, doubling to an hour, twelve attempts in all",
  },
}));
