/**
 * The daily digest (docs/decisions/036-inquiry-pipeline.md): what the mail lists and sends over
 * SMTP, no mail for a quiet day, exactly one decision per day, even with two instances racing on
 * PostgreSQL, the loop's hour, and the admin's "send now".
 */
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPostgresDatabase, type DatabaseHandle } from "~/db/client.server";
import { digestRuns, inquiries, mailOutbox } from "~/db/schema";
import { createMailTransport } from "~/lib/server/mailer.server";
import { mailParts } from "../../../tests/support/checks/mail-parts";
import { startSmtpSink, type SmtpSink } from "../../../tests/support/servers/smtp-sink";
import { createPostgresTestDatabase, createTestDatabase, testDatabaseKind } from "../../../tests/support/servers/test-database";
import { startTestServer, type TestServer } from "../../../tests/support/servers/test-server";
import { createUser, signedInClient } from "../../../tests/support/kits/users";
import { DailyDigestLoop, sendDailyDigest, type DigestSettings } from "./inquiry-digest.server";
import { deliverDueMail } from "./mail-outbox.server";

const SETTINGS: DigestSettings = { recipient: "sales@example.com", siteUrl: "https://www.example.com" };
const silent = pino({ level: "silent" });

let database: DatabaseHandle;
let smtp: SmtpSink;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.execute(sql`truncate ${inquiries}, ${mailOutbox}, ${digestRuns} cascade`);
  smtp.received.length = 0;
});

const storeInquiries = (db: DatabaseHandle["db"], rows: Partial<typeof inquiries.$inferInsert>[]) =>
  db
    .insert(inquiries)
    .values(rows.map((row, index) => ({ type: "quote" as const, name: `Person ${index}`, email: `p${index}@example.com`, ...row })));

describe("sendDailyDigest", () => {
  it("mails the sales address the day's new inquiries (not spam), with their type, name, company, country and a link", async () => {
    await storeInquiries(database.db, [
      { name: "Day before", createdAt: new Date("2025-03-03T23:59:59.999Z") },
      { type: "distributor", name: "Ana Silva", company: "Acme GmbH", country: "Germany", createdAt: new Date("2025-03-04T00:00:00Z") },
      { type: "customization", name: "Li Wei", company: "Wei Trading", createdAt: new Date("2025-03-04T23:59:59.999Z") },
      { name: "Bot", isSpam: true, createdAt: new Date("2025-03-04T12:00:00Z") },
      { name: "Day after", createdAt: new Date("2025-03-05T00:00:00Z") },
    ]);
    expect(await sendDailyDigest(database.db, "2025-03-04", SETTINGS)).toEqual({ day: "2025-03-04", inquiryCount: 2, mailed: true });

    const report = await deliverDueMail(database.db, createMailTransport(smtp.url, "Website <no-reply@example.com>"));
    expect(report).toEqual({ sent: 1, failed: 0 });
    const mail = mailParts(smtp.received[0]!);
    expect(mail.to).toEqual(["sales@example.com"]);
    expect(mail.subject).toBe("Daily digest: 2 new inquiries on 2025-03-04");
    expect(mail.text).toBe(
      [
        "2 new inquiries arrived through the website on 2025-03-04 (UTC):",
        "",
        "- Distributor application: Ana Silva, Acme GmbH, Germany",
        "- Customization inquiry: Li Wei, Wei Trading",
        "",
        "Open them in the admin: https://www.example.com/admin/inquiries?from=2025-03-04&to=2025-03-04",
        "",
      ].join("\n"),
    );
  });

  it("sends no mail for a day without new inquiries, and records the day all the same", async () => {
    await storeInquiries(database.db, [{ name: "Bot", isSpam: true, createdAt: new Date("2025-03-04T12:00:00Z") }]);
    expect(await sendDailyDigest(database.db, "2025-03-04", SETTINGS)).toEqual({ day: "2025-03-04", inquiryCount: 0, mailed: false });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(await database.db.select({ day: digestRuns.day, inquiryCount: digestRuns.inquiryCount }).from(digestRuns)).toEqual([
      { day: "2025-03-04", inquiryCount: 0 },
    ]);
  });

  it("decides a day once: asked again, it queues nothing more", async () => {
    await storeInquiries(database.db, [{ createdAt: new Date("2025-03-04T12:00:00Z") }]);
    expect(await sendDailyDigest(database.db, "2025-03-04", SETTINGS)).not.toBeNull();
    await storeInquiries(database.db, [{ name: "Late", createdAt: new Date("2025-03-04T13:00:00Z") }]);
    expect(await sendDailyDigest(database.db, "2025-03-04", SETTINGS)).toBeNull();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });
});

describe("the digest loop", () => {
  const loop = (db: DatabaseHandle["db"]) => new DailyDigestLoop({ db, logger: silent, hour: 8, ...SETTINGS });

  it("waits for the configured hour (UTC), then sends the previous day's digest once", async () => {
    await storeInquiries(database.db, [{ createdAt: new Date("2025-03-04T18:00:00Z") }]);
    const digest = loop(database.db);
    expect(await digest.sendDue(new Date("2025-03-05T07:59:59Z"))).toBeNull();
    expect(await database.db.select().from(digestRuns)).toEqual([]);
    expect(await digest.sendDue(new Date("2025-03-05T08:00:00Z"))).toEqual({ day: "2025-03-04", inquiryCount: 1, mailed: true });
    expect(await digest.sendDue(new Date("2025-03-05T21:00:00Z"))).toBeNull();
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it.runIf(testDatabaseKind() === "postgres")("queues one mail a day when two instances race on the same database", async () => {
    const shared = await createPostgresTestDatabase();
    const instances = [openPostgresDatabase(shared.url, 4), openPostgresDatabase(shared.url, 4)];
    try {
      const days = ["2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04", "2025-03-05"];
      await storeInquiries(
        instances[0]!.db,
        days.map((day) => ({ name: day, createdAt: new Date(`${day}T12:00:00Z`) })),
      );
      for (const day of days) {
        const next = new Date(Date.parse(`${day}T09:00:00Z`) + 24 * 60 * 60 * 1000);
        const runs = await Promise.all(instances.map((instance) => loop(instance.db).sendDue(next)));
        expect(runs.filter((run) => run !== null)).toEqual([{ day, inquiryCount: 1, mailed: true }]);
      }
      const mails = await instances[1]!.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      expect(mails.map((mail) => mail.subject).sort()).toEqual(days.map((day) => `Daily digest: 1 new inquiry on ${day}`));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await shared.drop();
    }
  });
});

describe("POST /api/inquiries/digest", () => {
  let server: TestServer;
  const signedIn = async (role: "admin" | "editor") =>
    signedInClient(database.db, server.url, (await createUser(database.db, `${role}-${crypto.randomUUID().slice(0, 8)}`, role)).id);
  beforeAll(async () => {
    server = await startTestServer(database, { PUBLIC_URL: "https://www.example.com" });
  });
  afterAll(() => server.close());

  it("lets an admin send a day's digest now, once", async () => {
    const admin = await signedIn("admin");
    await storeInquiries(database.db, [{ createdAt: new Date("2025-03-04T12:00:00Z") }]);
    const sent = await admin.post("/api/inquiries/digest", { day: "2025-03-04" });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ day: "2025-03-04", inquiryCount: 1, mailed: true });
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.textBody).toContain("https://www.example.com/admin/inquiries?from=2025-03-04&to=2025-03-04");

    const again = await admin.post("/api/inquiries/digest", { day: "2025-03-04" });
    expect([again.status, again.body]).toEqual([409, { message: "The digest for 2025-03-04 was already sent" }]);
    const badDay = await admin.post("/api/inquiries/digest", { day: "4 March" });
    expect(badDay.body).toEqual({ message: "Some fields are invalid", fields: { day: "Day must be a date (YYYY-MM-DD)" } });
  });

  it("is for admins only", async () => {
    const editor = await signedIn("editor");
    expect((await editor.post("/api/inquiries/digest", {})).status).toBe(403);
    expect(await database.db.select().from(digestRuns)).toEqual([]);
  });
});
