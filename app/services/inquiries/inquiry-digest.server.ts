/**
 * The daily digest (docs/decisions/036-inquiry-pipeline.md): one e-mail to the sales address
 * listing the inquiries that arrived on the previous UTC day (spam left out), with a link to them
 * in the admin. A day without new inquiries sends nothing.
 *
 * Exactly once however many instances run the loop: the day's row in `digest_runs` is inserted in
 * the transaction that queues the mail in the outbox. A second instance's insert waits for the
 * first's commit and then finds the day taken (ON CONFLICT DO NOTHING), so it queues nothing.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { digestRuns, inquiries, mailOutbox } from "~/db/schema";
import type { Logger } from "~/lib/server/logger.server";
import { previousDay, withinDays } from "../records/day-range.server";
import { TYPE_LABELS } from "./inquiry.server";
import { PeriodicLoop } from "../records/periodic-loop.server";

/** How often each instance checks whether the digest is due. */
const DIGEST_CHECK_INTERVAL_MS = 60_000;

export type DigestSettings = {
  recipient: string;
  /** The site's address, for the link to the admin ("https://example.com"). */
  siteUrl: string;
};

/** A day's digest as decided: how many inquiries it listed, and whether a mail was queued. */
export type DigestRun = { day: string; inquiryCount: number; mailed: boolean };

type DigestInquiry = Pick<typeof inquiries.$inferSelect, "type" | "name" | "company" | "country">;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Quote request: Ana Silva, Acme GmbH, Germany" (the parts an inquiry has). */
function digestLine(inquiry: DigestInquiry): string {
  const parts = [inquiry.name, inquiry.company, inquiry.country].filter((part) => part);
  return `- ${capitalized(TYPE_LABELS[inquiry.type])}: ${parts.join(", ")}`.replace(/\s+/g, " ");
}

function digestBody(day: string, rows: DigestInquiry[], siteUrl: string): string {
  const link = `${siteUrl}/admin/inquiries?from=${day}&to=${day}`;
  return [
    `${rows.length} new ${rows.length === 1 ? "inquiry" : "inquiries"} arrived through the website on ${day} (UTC):`,
    "",
    ...rows.map(digestLine),
    "",
    `Open them in the admin: ${link}`,
    "",
  ].join("\n");
}

/**
 * Decides the digest of `day` (YYYY-MM-DD, UTC): queues its mail when the day had inquiries, and
 * records the day either way. Null when the day's digest was already decided, here or elsewhere.
 */
export async function sendDailyDigest(db: Queryable, day: string, settings: DigestSettings): Promise<DigestRun | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ type: inquiries.type, name: inquiries.name, company: inquiries.company, country: inquiries.country })
      .from(inquiries)
      .where(and(eq(inquiries.isSpam, false), ...withinDays(inquiries.createdAt, { from: day, to: day })))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id));
    const [decided] = await tx
      .insert(digestRuns)
      .values({ day, inquiryCount: rows.length, recipient: settings.recipient })
      .onConflictDoNothing()
      .returning({ day: digestRuns.day });
    if (!decided) return null;
    if (rows.length > 0) {
      await tx.insert(mailOutbox).values({
        recipient: settings.recipient,
        subject: `Daily digest: ${rows.length} new ${rows.length === 1 ? "inquiry" : "inquiries"} on ${day}`,
        textBody: digestBody(day, rows, settings.siteUrl),
      });
    }
    return { day, inquiryCount: rows.length, mailed: rows.length > 0 };
  });
}

/** The day whose digest is due at `now`: the previous UTC day, once the clock has passed `hour` (UTC). */
export function dueDigestDay(now: Date, hour: number): string | null {
  return now.getUTCHours() >= hour ? previousDay(now) : null;
}

/** The loop each server instance runs: from the configured hour on, the previous day's digest, once. */
export class DailyDigestLoop {
  private readonly loop: PeriodicLoop;

  constructor(private readonly options: DigestSettings & { db: Queryable; logger: Logger; hour: number; intervalMs?: number }) {
    this.loop = new PeriodicLoop({
      name: "daily digest",
      intervalMs: options.intervalMs ?? DIGEST_CHECK_INTERVAL_MS,
      logger: options.logger,
      run: () => this.sendDue(),
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass at `now`: the due day's digest, unless some instance already decided it. */
  async sendDue(now: Date = new Date()): Promise<DigestRun | null> {
    const { db, logger, hour } = this.options;
    const day = dueDigestDay(now, hour);
    if (day === null) return null;
    const [decided] = await db.select({ day: digestRuns.day }).from(digestRuns).where(eq(digestRuns.day, day));
    if (decided) return null;
    const run = await sendDailyDigest(db, day, this.options);
    if (run) logger.info(run, run.mailed ? "daily digest queued in the mail outbox" : "daily digest: no new inquiries, no mail");
    return run;
  }
}
