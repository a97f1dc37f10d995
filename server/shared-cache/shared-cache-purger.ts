/**
 * Purges the shared cache in front after a change: the keys go into the outbox
 * (shared-cache-purges.server.ts) and are sent at once; a loop sends again what failed, with
 * backoff, every few seconds. Without SHARED_CACHE_PURGE_URL nothing is queued.
 */
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import { logFailedPass, PeriodicLoop } from "~/services/records/periodic-loop.server";
import { queueSharedCachePurge, sendDueSharedCachePurges } from "~/services/records/shared-cache-purges.server";
import { purgeTarget } from "./purge-target";

const RETRY_PASS_MS = 2_000;

export type SharedCachePurger = {
  /** Queues the keys and sends them; resolves once queued (the purge itself follows). */
  purge(keys: string[]): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

export const NO_SHARED_CACHE: SharedCachePurger = { purge: async () => undefined, start: () => undefined, stop: async () => undefined };

export function sharedCachePurger(config: Config, db: Database, logger: Logger): SharedCachePurger {
  if (!config.sharedCachePurge) return NO_SHARED_CACHE;
  const send = purgeTarget(config.sharedCachePurge);
  const sendDue = () =>
    sendDueSharedCachePurges(db, send).then(({ failed }) => {
      if (failed > 0) logger.warn({ failed }, "shared cache purge: the cache did not take some purges; retrying");
    });
  const loop = new PeriodicLoop({ name: "shared cache purge", intervalMs: RETRY_PASS_MS, logger, run: sendDue });
  return {
    async purge(keys) {
      await queueSharedCachePurge(db, keys);
      void sendDue().catch((error: unknown) => logFailedPass(logger, "shared cache purge", error));
    },
    start: () => loop.start(),
    stop: () => loop.stop(),
  };
}
