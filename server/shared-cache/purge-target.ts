/**
 * How a purge reaches the shared cache in front (SHARED_CACHE_PURGE_URL): to Varnish with the
 * xkey module, a `PURGE` request with the keys in `xkey-purge` (deploy/varnish.vcl); to anything
 * else (a CDN's purge API behind a small relay), a `POST` of `{"keys": [...]}` as JSON. Anything
 * but a 2xx answer is a failure, retried by the outbox.
 */
import type { Config } from "~/lib/server/config.server";

const PURGE_TIMEOUT_MS = 5_000;

export type PurgeTarget = (keys: string[]) => Promise<void>;

export function purgeTarget({ url, kind }: NonNullable<Config["sharedCachePurge"]>): PurgeTarget {
  return async (keys) => {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      ...(kind === "varnish"
        ? { method: "PURGE", headers: { "xkey-purge": keys.join(" ") } }
        : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ keys }) }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the shared cache answered the purge with ${response.status}`);
  };
}
