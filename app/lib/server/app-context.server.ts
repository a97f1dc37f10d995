/**
 * What every loader and action receives as `context`: the open database, the file storage, the
 * configuration and the logger of the running server, the reads kept per change, what a write
 * tells the page cache, until when a page stays true, an admin page's CSP nonce, the client's address and the addresses of the
 * islands' scripts.
 */
import type { Database } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import type { PageChange } from "~/lib/server/pages/page-change.server";
import type { PageKeys } from "~/lib/server/pages/page-keys.server";
import type { PageLifetime } from "~/lib/server/pages/page-lifetime.server";
import type { KeptReads } from "~/lib/server/pages/per-change-memo.server";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";

export type AppContext = {
  db: Database;
  storage: FileStorage;
  config: Config;
  logger: Logger;
  /** Reads that stay true until the content changes (site settings, categories, counts). */
  perChange: KeptReads;
  /** What this request's write tells the page cache (a staff write's route may say it edited in place). */
  pageChange: PageChange;
  /** Until when the page a loader renders stays true by itself (a certificate it shows expiring): how long it may be kept. */
  pageLifetime: PageLifetime;
  /** What the page shows, named for the shared caches in front (surrogate keys, decision 080). */
  pageKeys: PageKeys;
  /** The nonce of an admin page's inline scripts; a public page's are allowed by their hashes (decision 080). */
  cspNonce: string | undefined;
  /** The client's address: the socket's, or X-Forwarded-For's when TRUST_PROXY says to believe it. */
  clientAddress: string;
  /** The scripts a public page with islands ends with (decision 043): the runtime, and in development Vite's React Refresh set-up. */
  islandScripts: { runtime: string; developmentPreamble?: string };
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends AppContext {}
}
