/**
 * Webhook endpoints, managed by admins (docs/decisions/065-webhooks.md). An endpoint's address is
 * judged before it is stored (webhook-address.server.ts): a host that cannot be found, or that is
 * on a private network when the endpoint does not allow it, is refused with a 400 naming `url`.
 * Its secret lives in a table of its own: generated (or given) at creation and answered then in
 * full, read on demand, regenerated; the activity log records that it changed, never its value.
 */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { webhookEndpoints, webhookEndpointSecrets } from "~/db/schema";
import { badRequest } from "~/lib/server/http-errors.server";
import type { WebhookEndpointInput, WebhookEndpointUpdate } from "~/schemas/webhooks/webhook-endpoint";
import { deleteRowById, foundRow, rowId, updateRowById } from "../records/row-by-id.server";
import { recordForNamedActor, writeAs } from "../staff/activity-log.server";
import type { SessionUser } from "../staff/session.server";
import { AddressRefused, resolveDeliveryAddress } from "./webhook-address.server";
import { generateWebhookSecret, standardWebhookSecret } from "./webhook-signature.server";

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";

export function listWebhookEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  return db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.name), asc(webhookEndpoints.createdAt));
}

export async function findWebhookEndpoint(db: Queryable, id: string | undefined): Promise<WebhookEndpoint> {
  return foundRow(
    await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, rowId(id, ENDPOINT_NOT_FOUND))),
    ENDPOINT_NOT_FOUND,
  );
}

/** Refuses, naming `url`, an address the endpoint could not be sent to. */
async function judgeAddress(url: string, allowPrivateNetwork: boolean): Promise<void> {
  try {
    await resolveDeliveryAddress(new URL(url), allowPrivateNetwork);
  } catch (error) {
    if (error instanceof AddressRefused) throw badRequest("This address cannot receive webhooks", { url: error.message });
    throw error;
  }
}

export async function createWebhookEndpoint(
  db: Queryable,
  admin: SessionUser,
  { secret = generateWebhookSecret(), ...fields }: WebhookEndpointInput,
): Promise<WebhookEndpoint & { secret: string }> {
  await judgeAddress(fields.url, fields.allowPrivateNetwork ?? false);
  return writeAs(db, admin, async (tx) => {
    const [endpoint] = await tx
      .insert(webhookEndpoints)
      .values({ ...fields, createdBy: admin.id })
      .returning();
    await tx.insert(webhookEndpointSecrets).values({ endpointId: endpoint!.id, secret });
    return { ...endpoint!, secret };
  });
}

export async function updateWebhookEndpoint(
  db: Queryable,
  admin: SessionUser,
  id: string | undefined,
  update: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const current = await findWebhookEndpoint(db, id);
  const url = update.url ?? current.url;
  const allowPrivateNetwork = update.allowPrivateNetwork ?? current.allowPrivateNetwork;
  if (url !== current.url || allowPrivateNetwork !== current.allowPrivateNetwork) await judgeAddress(url, allowPrivateNetwork);
  return writeAs(db, admin, (tx) => updateRowById(tx, webhookEndpoints, current.id, update, ENDPOINT_NOT_FOUND));
}

export function deleteWebhookEndpoint(db: Queryable, admin: SessionUser, id: string | undefined): Promise<void> {
  return writeAs(db, admin, (tx) => deleteRowById(tx, webhookEndpoints, id, ENDPOINT_NOT_FOUND));
}

/** The endpoint's secret in the standard form a receiver's library takes (a secret made before it is written so). */
export async function readWebhookSecret(db: Queryable, id: string | undefined): Promise<{ secret: string }> {
  const { secret } = foundRow(
    await db
      .select({ secret: webhookEndpointSecrets.secret })
      .from(webhookEndpointSecrets)
      .where(eq(webhookEndpointSecrets.endpointId, rowId(id, ENDPOINT_NOT_FOUND))),
    ENDPOINT_NOT_FOUND,
  );
  return { secret: standardWebhookSecret(secret) };
}

/** A new secret, in force for the next delivery; the log records that it changed. */
export function regenerateWebhookSecret(db: Queryable, admin: SessionUser, id: string | undefined): Promise<{ secret: string }> {
  return writeAs(db, admin, async (tx) => {
    const secret = generateWebhookSecret();
    const changed = foundRow(
      await tx
        .update(webhookEndpointSecrets)
        .set({ secret })
        .where(eq(webhookEndpointSecrets.endpointId, rowId(id, ENDPOINT_NOT_FOUND)))
        .returning({ endpointId: webhookEndpointSecrets.endpointId }),
      ENDPOINT_NOT_FOUND,
    );
    const endpoint = await findWebhookEndpoint(tx, changed.endpointId);
    await recordForNamedActor(tx, {
      action: "update",
      entityKind: "webhook_endpoint",
      itemId: endpoint.id,
      itemLabel: endpoint.name,
      changes: { secret: {} },
    });
    return { secret };
  });
}
