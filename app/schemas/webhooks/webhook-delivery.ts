/** A webhook delivery and its attempts, as the API sends them (docs/decisions/065-webhooks.md). */
import { z } from "zod";
import { DELIVERED_EVENTS, DELIVERY_STATES } from "~/lib/webhooks/webhook-values";
import { pagingFields, stored } from "../fields";

export const webhookAttemptRow = z.strictObject({
  id: stored.id,
  deliveryId: stored.id,
  attemptedAt: stored.time,
  statusCode: z.number().int().nullable(),
  answerExcerpt: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});

/** A delivery with its attempts, newest attempt first; `nextAttemptAt` is the next retry while it is pending. */
export const webhookDeliveryRow = z.strictObject({
  id: stored.id,
  endpointId: stored.id,
  event: z.enum(DELIVERED_EVENTS),
  eventId: stored.id,
  body: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  nextAttemptAt: stored.time,
  createdAt: stored.time,
  attemptLog: z.array(webhookAttemptRow),
});

export type WebhookAttemptRow = z.output<typeof webhookAttemptRow>;
export type WebhookDeliveryRow = z.output<typeof webhookDeliveryRow>;

/** `GET /api/webhooks/{id}/deliveries`: newest first, paged (50 a page unless `limit` says otherwise). */
export const webhookDeliveryListQuerySchema = z.object(pagingFields());
