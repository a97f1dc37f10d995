/** The OpenAPI operations of webhooks.routes.ts: webhook endpoints, their secrets and their deliveries (admin only). */
import { z } from "zod";
import type { Operation } from "~/lib/server/openapi-document.server";
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
