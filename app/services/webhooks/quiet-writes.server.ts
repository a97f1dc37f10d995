/**
 * Bulk writes announce nothing (docs/decisions/065-webhooks.md): the demo seed, Clear All Data and
 * a backup's restore would otherwise queue a delivery for every item they write or delete. The
 * database's triggers (app/db/sql/webhooks.sql) read this setting, local to the caller's transaction.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";

export async function announceNoWebhooks(tx: Queryable): Promise<void> {
  await tx.execute(sql`select set_config('webhooks.quiet', 'on', true)`);
}
