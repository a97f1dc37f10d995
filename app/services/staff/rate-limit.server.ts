/**
 * Rate limits kept in the database, so that every instance behind a load balancer counts the
 * same hits. Each key has a fixed window: the first hit opens it, later hits count up until it
 * ends. One atomic upsert per hit.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitState = { hits: number; allowed: boolean; retryAfterSeconds: number };

export async function hitRateLimit(db: Queryable, key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitState> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, retryAfter: sql<number>`extract(epoch from ${rateLimits.resetAt} - now())::float8` });
  return { hits: row!.hits, allowed: row!.hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil(row!.retryAfter)) };
}

/** How long the key is still blocked, without counting a hit; 0 when it is not. */
export async function rateLimitBlockedFor(db: Queryable, key: string, { limit }: RateLimit): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits, retryAfter: sql<number>`extract(epoch from ${rateLimits.resetAt} - now())::float8` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row && row.hits >= limit ? Math.max(1, Math.ceil(row.retryAfter)) : 0;
}

export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
