/**
 * Delivering the mail outbox. Notifications are written in the same transaction as what they
 * announce (see inquiry.server.ts); every server instance runs a loop that sends the due ones
 * over SMTP and retries failures with exponential backoff until they are sent.
 *
 * Several instances share the table: a mail is claimed with `FOR UPDATE SKIP LOCKED` and
 * hidden for a lease (its next attempt moved into the future) before it is sent, so no two
 * instances send it at once, and no transaction stays open while SMTP talks. If an instance
 * dies mid-send, the lease runs out and another instance sends the mail again (at least once).
 */
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database, Queryable } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import type { Logger } from "~/lib/server/logger.server";
import { describeMailError, type MailTransport } from "~/lib/server/mailer.server";
import { logFailedPass } from "../records/periodic-loop.server";

type OutboxMail = typeof mailOutbox.$inferSelect;
export type DeliveryReport = { sent: number; failed: number };

const MAIL_POLL_INTERVAL_MS = 5_000;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
/** Far longer than one send can take with the transport's timeouts. */
const CLAIM_LEASE_SECONDS = 5 * 60;
/** A pass ends after this many mails, so that a stop never waits for a long queue. */
const MAILS_PER_PASS = 50;

const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, failedAttempts - 1));
}

async function claimNextDueMail(db: Queryable, now: Date): Promise<OutboxMail | undefined> {
  const nextDue = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: secondsAfter(now, CLAIM_LEASE_SECONDS) })
    .where(inArray(mailOutbox.id, nextDue))
    .returning();
  return mail;
}

/**
 * Sends the mail due at `now`, one claim at a time; each is marked sent, or kept pending with
 * its error and a later attempt. Never throws for a mail that fails to send.
 */
export async function deliverDueMail(
  db: Queryable,
  transport: MailTransport,
  now: Date = new Date(),
  options: { logger?: Logger; shouldStop?: () => boolean } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0 };
  while (report.sent + report.failed < MAILS_PER_PASS && !options.shouldStop?.()) {
    const mail = await claimNextDueMail(db, now);
    if (!mail) break;
    const attempts = mail.attempts + 1;
    try {
      await transport.send({
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
      });
    } catch (error) {
      const lastError = describeMailError(error);
      const retryInSeconds = retryDelaySeconds(attempts);
      await db
        .update(mailOutbox)
        .set({ attempts, lastError, nextAttemptAt: secondsAfter(now, retryInSeconds) })
        .where(eq(mailOutbox.id, mail.id));
      options.logger?.warn({ mailId: mail.id, attempts, retryInSeconds, error: lastError }, "mail not sent; it stays in the outbox");
      report.failed++;
      continue;
    }
    await db.update(mailOutbox).set({ status: "sent", attempts, sentAt: new Date() }).where(eq(mailOutbox.id, mail.id));
    options.logger?.info({ mailId: mail.id, recipient: mail.recipient, subject: mail.subject }, "mail sent");
    report.sent++;
  }
  return report;
}

export type MailOutboxLoopOptions = {
  db: Database;
  /** Unset when no SMTP server is configured: mail then waits in the outbox. */
  transport: MailTransport | undefined;
  logger: Logger;
  intervalMs?: number;
};

/** The loop each server instance runs: a delivery pass every few seconds, never two at once. */
export class MailOutboxLoop {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> = Promise.resolve();
  private running = false;

  constructor(private readonly options: MailOutboxLoopOptions) {}

  start(): void {
    const { transport, logger, intervalMs = MAIL_POLL_INTERVAL_MS } = this.options;
    if (!transport) {
      logger.info("SMTP_URL is not set: notification mail is held in the mail outbox until it is");
      return;
    }
    logger.info({ intervalMs }, "mail outbox: delivering notification mail over SMTP");
    this.running = true;
    this.schedule(transport, 0);
  }

  /** Ends the loop after the mail being sent, if any; call before the database closes. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
    this.options.transport?.close();
  }

  private schedule(transport: MailTransport, delayMs: number): void {
    this.timer = setTimeout(() => {
      this.pass = this.deliver(transport).finally(() => {
        if (this.running) this.schedule(transport, this.options.intervalMs ?? MAIL_POLL_INTERVAL_MS);
      });
    }, delayMs);
    // The loop alone never keeps the process alive.
    this.timer.unref();
  }

  private async deliver(transport: MailTransport): Promise<void> {
    const { db, logger } = this.options;
    try {
      await deliverDueMail(db, transport, new Date(), { logger, shouldStop: () => !this.running });
    } catch (error) {
      logFailedPass(logger, "mail outbox", error);
    }
  }
}
