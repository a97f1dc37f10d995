/**
 * Delivering webhooks (docs/decisions/065-webhooks.md). Deliveries are queued by the database in
 * the transaction of their event (app/db/sql/webhooks.sql); every server instance runs a loop that sends
 * the due ones, as the mail outbox does (decision 012): a delivery is claimed with `FOR UPDATE
 * SKIP LOCKED` and hidden for a lease before it is sent, no transaction stays open while the
 * endpoint answers, and an instance that dies mid-send lets another send it again (at least once;
 * receivers tell a repeat by its `webhook-id`, the body's `id`). Each attempt is signed afresh by the
 * Standard Webhooks specification (webhook-signature.server.ts). A 2xx answer delivers it; anything else is
 * retried with backoff until MAX_ATTEMPTS, after which it is failed until an admin redelivers it.
 * Each attempt is kept with its status, an excerpt of its answer, its duration and its error.
 */
import { and, asc, count, desc, eq, inArray, lt, lte, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "~/db/client.server";
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEndpointSecrets } from "~/db/schema";
import type { Logger } from "~/lib/server/logger.server";
import { WEBHOOK_TEST_EVENT } from "~/lib/webhooks/webhook-values";
import { foundRow, rowId } from "../records/row-by-id.server";
import { PeriodicLoop } from "../records/periodic-loop.server";
import { retryDelaySeconds } from "../inquiries/mail-outbox.server";
import { ENDPOINT_NOT_FOUND, findWebhookEndpoint } from "./webhook-endpoints.server";
import { isDelivered, sendWebhook } from "./webhook-sender.server";
import { signatureHeaders } from "./webhook-signature.server";

type Delivery = typeof webhookDeliveries.$inferSelect;
type Attempt = typeof webhookAttempts.$inferSelect;
export type DeliveryWithAttempts = Delivery & { attemptLog: Attempt[] };
export type WebhookDeliveryReport = { delivered: number; failed: number };

/** 30 s after the first failure, doubling to an hour: about five hours before a delivery is failed. */
export const MAX_ATTEMPTS = 12;
const POLL_INTERVAL_MS = 5_000;
/** Far longer than one attempt can take with the sender's timeout. */
const CLAIM_LEASE_SECONDS = 5 * 60;
const DELIVERIES_PER_PASS = 50;
const DELIVERY_NOT_FOUND = "Webhook delivery not found";
/** A delivered or failed delivery is kept this long for its list, then removed with its attempts. */
export const DELIVERIES_KEPT_DAYS = 30;
/** How often a loop removes them: the deliveries list shows them a little longer at most. */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

async function claimNextDue(db: Queryable, now: Date): Promise<Delivery | undefined> {
  const nextDue = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.state, "pending"), lte(webhookDeliveries.nextAttemptAt, now), eq(webhookEndpoints.active, true)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(1)
    .for("update", { of: webhookDeliveries, skipLocked: true });
  const [delivery] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: secondsAfter(now, CLAIM_LEASE_SECONDS) })
    .where(inArray(webhookDeliveries.id, nextDue))
    .returning();
  return delivery;
}

/** Sends a claimed delivery once, signed with its endpoint's secret now as the message of its event (the body's `id`), and records the attempt. */
async function attemptDelivery(db: Queryable, delivery: Delivery, now: Date): Promise<DeliveryWithAttempts> {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url, allowPrivateNetwork: webhookEndpoints.allowPrivateNetwork, secret: webhookEndpointSecrets.secret })
    .from(webhookEndpoints)
    .innerJoin(webhookEndpointSecrets, eq(webhookEndpointSecrets.endpointId, webhookEndpoints.id))
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  const attemptedAt = new Date();
  const answer = await sendWebhook({
    url: endpoint!.url,
    body: delivery.body,
    allowPrivateNetwork: endpoint!.allowPrivateNetwork,
    headers: {
      "content-type": "application/json",
      "user-agent": "Webhooks/1.0",
      "webhook-event": delivery.event,
      ...signatureHeaders(endpoint!.secret, delivery.eventId, attemptedAt, delivery.body),
    },
  });
  const attempts = delivery.attempts + 1;
  const delivered = isDelivered(answer);
  const state = delivered ? "delivered" : attempts >= MAX_ATTEMPTS ? "failed" : "pending";
  return db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({ deliveryId: delivery.id, attemptedAt, ...answer });
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ attempts, state, nextAttemptAt: state === "pending" ? secondsAfter(now, retryDelaySeconds(attempts)) : now })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    const attemptLog = await tx
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id))
      .orderBy(desc(webhookAttempts.attemptedAt));
    return { ...updated!, attemptLog };
  });
}

/** Sends the deliveries due at `now`, one claim at a time. Never throws for an endpoint that fails. */
export async function deliverDueWebhooks(
  db: Queryable,
  now: Date = new Date(),
  options: { logger?: Logger; shouldStop?: () => boolean } = {},
): Promise<WebhookDeliveryReport> {
  const report: WebhookDeliveryReport = { delivered: 0, failed: 0 };
  while (report.delivered + report.failed < DELIVERIES_PER_PASS && !options.shouldStop?.()) {
    const delivery = await claimNextDue(db, now);
    if (!delivery) break;
    const sent = await attemptDelivery(db, delivery, now);
    const [last] = sent.attemptLog;
    if (sent.state === "delivered") report.delivered++;
    else {
      report.failed++;
      options.logger?.warn(
        { deliveryId: sent.id, attempts: sent.attempts, state: sent.state, statusCode: last?.statusCode, error: last?.error },
        "webhook not delivered",
      );
    }
  }
  return report;
}

/** Removes the deliveries done (delivered or failed) more than `DELIVERIES_KEPT_DAYS` before `now`; pending ones wait for their attempts. */
export async function pruneOldDeliveries(db: Queryable, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.state, "pending"), lt(webhookDeliveries.createdAt, secondsAfter(now, -DELIVERIES_KEPT_DAYS * 86_400))))
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}

/** An endpoint's deliveries, newest first, each with its attempts, newest first; and how many there are. */
export async function listWebhookDeliveries(
  db: Queryable,
  endpointId: string | undefined,
  page: { limit?: number; offset?: number },
): Promise<{ rows: DeliveryWithAttempts[]; total: number }> {
  const endpoint = await findWebhookEndpoint(db, endpointId);
  const where = eq(webhookDeliveries.endpointId, endpoint.id);
  const [deliveries, [counted]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit ?? 50)
      .offset(page.offset ?? 0),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              deliveries.map((delivery) => delivery.id),
            ),
          )
          .orderBy(desc(webhookAttempts.attemptedAt));
  return {
    rows: deliveries.map((delivery) => ({ ...delivery, attemptLog: attempts.filter((attempt) => attempt.deliveryId === delivery.id) })),
    total: counted?.total ?? 0,
  };
}

/** "Send test": a test event queued for this endpoint alone and sent at once; answers it with its attempt. */
export async function sendTestWebhook(
  db: Queryable,
  endpointId: string | undefined,
  now: Date = new Date(),
): Promise<DeliveryWithAttempts> {
  const endpoint = await findWebhookEndpoint(db, endpointId);
  const eventId = randomUUID();
  const body = JSON.stringify({
    id: eventId,
    event: WEBHOOK_TEST_EVENT,
    createdAt: now.toISOString(),
    data: { endpoint: { id: endpoint.id, name: endpoint.name } },
  });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, event: WEBHOOK_TEST_EVENT, eventId, body, nextAttemptAt: secondsAfter(now, CLAIM_LEASE_SECONDS) })
    .returning();
  return attemptDelivery(db, delivery!, now);
}

/** "Redeliver": one more attempt at once, whatever the delivery's state; a failure leaves it failed, or pending with backoff. */
export async function redeliverWebhook(
  db: Queryable,
  endpointId: string | undefined,
  deliveryId: string | undefined,
  now: Date = new Date(),
): Promise<DeliveryWithAttempts> {
  const endpoint = rowId(endpointId, ENDPOINT_NOT_FOUND);
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: secondsAfter(now, CLAIM_LEASE_SECONDS) })
    .where(and(eq(webhookDeliveries.id, rowId(deliveryId, DELIVERY_NOT_FOUND)), eq(webhookDeliveries.endpointId, endpoint)))
    .returning();
  return attemptDelivery(db, foundRow(claimed, DELIVERY_NOT_FOUND), now);
}

/** The loop each server instance runs: a delivery pass every few seconds, never two at once, and once an hour the removal of old deliveries. */
export class WebhookDeliveryLoop {
  private readonly loop: PeriodicLoop;
  private stopping = false;
  private prunedAt = 0;

  constructor(db: Database, logger: Logger) {
    this.loop = new PeriodicLoop({
      name: "webhook deliveries",
      intervalMs: POLL_INTERVAL_MS,
      logger,
      run: async () => {
        const now = new Date();
        if (now.getTime() - this.prunedAt >= PRUNE_INTERVAL_MS) {
          await pruneOldDeliveries(db, now);
          this.prunedAt = now.getTime();
        }
        return deliverDueWebhooks(db, now, { logger, shouldStop: () => this.stopping });
      },
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Ends the loop after the attempt under way, if any; call before the database closes. */
  stop(): Promise<void> {
    this.stopping = true;
    return this.loop.stop();
  }
}
