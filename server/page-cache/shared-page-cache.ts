/**
 * This instance's page cache and, on PostgreSQL, its link to the other instances: a change made
 * here is announced with NOTIFY, and one announced by another instance clears this cache. While
 * the listening connection is down the cache is off, so no instance serves a page that a change
 * elsewhere made stale; what it held stays only as stale copies for requests that cannot be
 * rendered (the database out of reach, decision 050), and it comes back empty. The embedded
 * database has one process: nothing to tell.
 * The link is kept with the cache off too: the reads kept per change follow the cache's
 * generations (per-change-memo.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "~/db/client.server";
import { listenForNotifications, notify } from "~/db/notification-listener.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import { PageCache, type CacheChange } from "./page-cache";

export const PAGE_CACHE_CHANNEL = "page_cache_changes";

export type SharedPageCache = {
  cache: PageCache;
  /** Tells the other instances how their caches change; resolves once the message is sent. */
  announceChange(change: CacheChange): Promise<void>;
  close(): Promise<void>;
};

/**
 * For a change made without a staff request (scheduled publishing): clears this instance's cache
 * and tells the others, as the middleware does after a staff write.
 */
export async function clearEverywhere({ cache, announceChange }: SharedPageCache): Promise<void> {
  cache.clear();
  await announceChange("clear");
}

/** A cache for this instance alone (PAGE_CACHE=off: one that keeps nothing). */
export function localPageCache({ enabled, ttlSeconds, maxBytes, maxEntries }: Config["pageCache"]): SharedPageCache {
  return {
    cache: new PageCache({ maxEntries: enabled ? maxEntries : 0, maxBytes, ttlMs: ttlSeconds * 1000 }),
    announceChange: async () => undefined,
    close: async () => undefined,
  };
}

export function openSharedPageCache(config: Config, database: DatabaseHandle, logger: Logger): SharedPageCache {
  const local = localPageCache(config.pageCache);
  if (database.kind !== "postgres" || config.databaseUrl === undefined) return local;
  const { cache } = local;
  // Our own messages come back too: they name this instance, which changed its cache already.
  // A message is "<instance> <change>"; one without a known change (an older instance's) clears.
  const instance = randomUUID();
  cache.suspend();
  const listener = listenForNotifications({
    url: config.databaseUrl,
    channel: PAGE_CACHE_CHANNEL,
    logger,
    onNotification: (payload) => {
      const [from, change] = payload.split(" ");
      if (from !== instance) cache.apply(change === "stale" ? "stale" : "clear");
    },
    onListening: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
  return {
    cache,
    announceChange: (change) => notify(database.db, PAGE_CACHE_CHANNEL, `${instance} ${change}`),
    close: () => listener.close(),
  };
}
