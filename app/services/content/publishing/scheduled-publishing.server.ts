/**
 * Scheduled publishing (decision 031). A scheduled product, solution or news article goes live by
 * a write, not by the clock alone: every server instance runs a loop that turns the due ones into
 * published rows. That write fires the product count triggers (decision 026), so the catalogue's
 * totals stay exact, and the loop then clears the page cache of every instance (decision 020).
 *
 * Several instances share the tables: `UPDATE … WHERE status = 'scheduled' AND publish_at <= now
 * RETURNING` publishes each row once, whichever instance gets there first (the others' updates
 * find it published and change nothing), so a pass is idempotent and needs no lock of its own.
 */
import { and, eq, lte } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { newsArticles, products, securityAdvisories, solutions } from "~/db/schema";
import type { Logger } from "~/lib/server/logger.server";
import { PeriodicLoop } from "../../records/periodic-loop.server";

/** How often each instance looks for due items: a scheduled item is public at most this late. */
export const PUBLISH_INTERVAL_MS = 15_000;

const SCHEDULED_TABLES = { products, solutions, newsArticles, securityAdvisories } as const;

export type PublishedItems = Record<keyof typeof SCHEDULED_TABLES, number>;

/** Publishes every scheduled item due at `now`; says how many of each kind this call published. */
export async function publishDueItems(db: Queryable, now: Date): Promise<PublishedItems> {
  const published = { products: 0, solutions: 0, newsArticles: 0, securityAdvisories: 0 };
  for (const [kind, table] of Object.entries(SCHEDULED_TABLES) as [
    keyof PublishedItems,
    (typeof SCHEDULED_TABLES)[keyof PublishedItems],
  ][]) {
    const rows = await db
      .update(table)
      .set({ status: "published", publishAt: null })
      .where(and(eq(table.status, "scheduled"), lte(table.publishAt, now)))
      .returning({ id: table.id });
    published[kind] = rows.length;
  }
  return published;
}

export type ScheduledPublishingOptions = {
  db: Queryable;
  logger: Logger;
  /** Called after a pass published something: clears the page caches of every instance. */
  onPublished(): Promise<void>;
  intervalMs?: number;
};

/** The loop each server instance runs: a pass every `intervalMs`, never two at once. */
export class ScheduledPublishingLoop {
  private readonly loop: PeriodicLoop;

  constructor(private readonly options: ScheduledPublishingOptions) {
    this.loop = new PeriodicLoop({
      name: "scheduled publishing",
      intervalMs: options.intervalMs ?? PUBLISH_INTERVAL_MS,
      logger: options.logger,
      run: () => this.publishDue(),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Ends the loop after the pass under way, if any; call before the database closes. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass at `now`: publishes what is due and, if anything was, announces the change. */
  async publishDue(now: Date = new Date()): Promise<PublishedItems> {
    const published = await publishDueItems(this.options.db, now);
    if (Object.values(published).some((count) => count > 0)) {
      this.options.logger.info({ published }, "scheduled items published");
      await this.options.onPublished();
    }
    return published;
  }
}
