import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { inquiries, mailOutbox, products, rateLimits } from "~/db/schema";
import { createMailTransport, type MailMessage, type MailTransport } from "~/lib/server/mailer.server";
import { inquirySchema } from "~/schemas/inquiries/inquiry";
import { createSampleProducts } from "../../../tests/support/kits/sample-products";
import { mailParts } from "../../../tests/support/checks/mail-parts";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/servers/smtp-sink";
import { createTestDatabase } from "../../../tests/support/servers/test-database";
import { submitInquiry } from "./inquiry.server";
import { deliverDueMail, MailOutboxLoop, retryDelaySeconds } from "./mail-outbox.server";

const FROM = "Website <no-reply@example.com>";

let database: DatabaseHandle;
let smtp: SmtpSink;
/** An address where no SMTP server listens: every send fails with "connection refused". */
let deadSmtpUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
  const stopped = await startSmtpSink();
  await stopped.close();
  deadSmtpUrl = stopped.url;
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${rateLimits}, ${products} cascade`);
  smtp.received.length = 0;
});

/** A demo request: one notification to the sales address (a quote request also confirms to the customer). */
async function submitDemoRequest(name = "Li Wei") {
  const chosen = await createSampleProducts(database.db, [`FT-${crypto.randomUUID().slice(0, 8)}`]);
  const input = inquirySchema.parse({
    type: "demo",
    name,
    email: "li.wei@example.com",
    company: "Wei Trading",
    message: "Please show us 200 units.",
    productIds: chosen.map((product) => product.id),
  });
  const { inquiry } = await submitInquiry(database.db, input, {
    clientAddress: `test-${crypto.randomUUID()}`,
    perHourPerAddress: 10,
    salesEmail: "sales@example.com",
  });
  return { inquiry, product: chosen[0]! };
}

const outboxRows = () => database.db.select().from(mailOutbox);

/** A logger whose JSON lines the test can read. */
function capturingLogger() {
  const lines: string[] = [];
  return { logger: pino({ level: "info" }, { write: (line: string) => lines.push(line) }), output: () => lines.join("") };
}

describe("deliverDueMail over SMTP", () => {
  it("sends the inquiry notification to the sales address and marks it sent", async () => {
    const { inquiry, product } = await submitDemoRequest();
    const transport = createMailTransport(smtp.url, FROM);
    try {
      expect(await deliverDueMail(database.db, transport, new Date())).toEqual({ sent: 1, failed: 0 });
    } finally {
      transport.close();
    }

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["sales@example.com"]);
    expect(mail!.from).toBe("no-reply@example.com");
    expect(mail!.raw).toMatch(/^Subject: New demo request from Li Wei \(Wei Trading\)\r$/m);
    expect(mail!.raw).toContain("Name: Li Wei");
    expect(mail!.raw).toMatch(/^Reply-To: li\.wei@example\.com\r$/m);
    expect(mailParts(mail!).text).toContain(`  - 1 × ${product.name} (${product.productCode})`);

    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, inquiryId: inquiry.id, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(await deliverDueMail(database.db, createMailTransport(smtp.url, FROM), new Date())).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps a mail that could not be sent, and sends it once it is due again", async () => {
    const { inquiry } = await submitDemoRequest();
    const now = new Date();
    const report = await deliverDueMail(database.db, createMailTransport(deadSmtpUrl, FROM), now);
    expect(report).toEqual({ sent: 0, failed: 1 });

    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect(failed!.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(stored).toMatchObject({ status: "pending", name: "Li Wei" });

    const transport = createMailTransport(smtp.url, FROM);
    expect(await deliverDueMail(database.db, transport, new Date(now.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
    expect(await deliverDueMail(database.db, transport, new Date(now.getTime() + 31_000))).toEqual({ sent: 1, failed: 0 });
    transport.close();
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
  });

  it("waits 30 s after the first failure, doubling up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it("never sends a mail twice when several deliverers run at once", async () => {
    await database.db
      .insert(mailOutbox)
      .values(Array.from({ length: 30 }, (_, index) => ({ recipient: "sales@example.com", subject: `Mail ${index}`, textBody: "Hello" })));
    const subjects: string[] = [];
    const countingTransport: MailTransport = {
      send: async (message: MailMessage) => {
        subjects.push(message.subject);
        await new Promise((resolve) => setImmediate(resolve));
      },
      close: () => undefined,
    };
    const reports = await Promise.all([1, 2, 3, 4].map(() => deliverDueMail(database.db, countingTransport, new Date())));
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBe(30);
    expect(new Set(subjects).size).toBe(30);
    expect(subjects).toHaveLength(30);
  });
});

describe("MailOutboxLoop", () => {
  it("delivers queued mail in the background until stopped", async () => {
    const { logger } = capturingLogger();
    const loop = new MailOutboxLoop({ db: database.db, transport: createMailTransport(smtp.url, FROM), logger, intervalMs: 20 });
    loop.start();
    try {
      await submitDemoRequest();
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await loop.stop();
    }
    await submitDemoRequest("After stop");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });

  it("holds mail in the outbox when no SMTP server is configured, and says so once", async () => {
    const { logger, output } = capturingLogger();
    const loop = new MailOutboxLoop({ db: database.db, transport: undefined, logger, intervalMs: 20 });
    loop.start();
    await submitDemoRequest();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await loop.stop();
    expect(output().match(/held in the mail outbox/g)).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "pending", attempts: 0 }]);
  });

  it("never logs or stores the SMTP credentials", async () => {
    const { logger, output } = capturingLogger();
    const withCredentials = deadSmtpUrl.replace("smtp://", "smtp://mailer:s3cret-pa55@");
    const loop = new MailOutboxLoop({ db: database.db, transport: createMailTransport(withCredentials, FROM), logger, intervalMs: 20 });
    await submitDemoRequest();
    loop.start();
    await expect.poll(async () => (await outboxRows())[0]!.attempts, { timeout: 10_000 }).toBe(1);
    await loop.stop();
    expect(output()).toContain("mail not sent");
    expect(output()).not.toContain("s3cret-pa55");
    expect((await outboxRows())[0]!.lastError).not.toContain("s3cret-pa55");
  });
});
