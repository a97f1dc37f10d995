/**
 * The outbox of purges for a shared cache in front of the site (Varnish, a CDN): a change's
 * surrogate keys are written here, and every instance sends the due ones, retrying with backoff
 * while the cache cannot be reached, so that a purge is never lost to an outage of the cache.
 * A purge is claimed with `FOR UPDATE SKIP LOCKED` and hidden for a lease before it is sent, as
 * the mail outbox does: no transaction stays open while the cache answers, and a purge whose
 * instance died mid-send is sent again (purging twice is harmless).
 */
import { asc, eq, inArray, lte } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { sharedCachePurges } from "~/db/schema";

const CLAIM_LEASE_SECONDS = 30;
const PURGES_PER_PASS = 50;
/** One second after the first failure, doubling each time, at most five minutes. */
const retryDelaySeconds = (failedAttempts: number) => Math.min(300, 2 ** Math.max(0, failedAttempts - 1));
const secondsAfter = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);

export async function queueSharedCachePurge(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.insert(sharedCachePurges).values({ keys: [...keys] });
}

async function claimNextDuePurge(db: Queryable, now: Date) {
  const nextDue = db
    .select({ id: sharedCachePurges.id })
    .from(sharedCachePurges)
    .where(lte(sharedCachePurges.nextAttemptAt, now))
    .orderBy(asc(sharedCachePurges.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [purge] = await db
    .update(sharedCachePurges)
    .set({ nextAttemptAt: secondsAfter(now, CLAIM_LEASE_SECONDS) })
    .where(inArray(sharedCachePurges.id, nextDue))
    .returning();
  return purge;
}

/**
 * Sends the purges due at `now` through `send`; each sent one is removed, each failed one kept
 * with its error and a later attempt. Returns how many failed.
 */
export async function sendDueSharedCachePurges(
  db: Queryable,
  send: (keys: string[]) => Promise<void>,
  now: Date = new Date(),
): Promise<{ sent: number; failed: number }> {
  const report = { sent: 0, failed: 0 };
  while (report.sent + report.failed < PURGES_PER_PASS) {
    const purge = await claimNextDuePurge(db, now);
    if (!purge) break;
    try {
      await send(purge.keys);
      await db.delete(sharedCachePurges).where(eq(sharedCachePurges.id, purge.id));
      report.sent += 1;
    } catch (error) {
      const attempts = purge.attempts + 1;
      await db
        .update(sharedCachePurges)
        .set({ attempts, nextAttemptAt: secondsAfter(now, retryDelaySeconds(attempts)), lastError: String(error) })
        .where(eq(sharedCachePurges.id, purge.id));
      report.failed += 1;
    }
  }
  return report;
}
