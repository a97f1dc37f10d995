/**
 * The loop each server instance runs (decision 079): at the start, then every 15 seconds, the
 * CSAF directory is brought up to date with what an advisory's write did not announce: scheduled
 * advisories that went public, edits of the products, categories, download versions and settings
 * a document names, a new signing key. A pass that finds nothing changed writes nothing.
 */
import type { Queryable } from "~/db/client.server";
import type { Config } from "~/lib/server/config.server";
import type { Logger } from "~/lib/server/logger.server";
import { PeriodicLoop } from "../../../records/periodic-loop.server";
import { PUBLISH_INTERVAL_MS } from "../../publishing/scheduled-publishing.server";
import { syncCsafDocuments } from "./csaf-directory.server";
import { csafSiteFor } from "./csaf-publication.server";

export class CsafDirectoryLoop {
  private readonly loop: PeriodicLoop;

  constructor(options: { db: Queryable; config: Pick<Config, "publicUrl" | "csafSigningKey">; logger: Logger; siteUrl: string }) {
    this.loop = new PeriodicLoop({
      name: "CSAF directory",
      intervalMs: PUBLISH_INTERVAL_MS,
      logger: options.logger,
      run: async () => syncCsafDocuments(options.db, await csafSiteFor(options.db, options.config, options.siteUrl)),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Ends the loop after the pass under way, if any; call before the database closes. */
  stop(): Promise<void> {
    return this.loop.stop();
  }
}
