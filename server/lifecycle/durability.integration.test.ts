/**
 * Durability: inquiries are submitted at a steady rate to the production server, which is
 * killed with SIGKILL while requests are in flight and started again on the same data. Every
 * inquiry that was answered 201 must be stored, none twice, and the notification mail that waited
 * in the outbox (no SMTP server configured before the crash) must be delivered after the restart.
 * A request that failed with a connection error may or may not have been stored; if it was, its
 * notification was stored with it (one transaction) and is delivered too.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Inquiry } from "~/services/inquiries/inquiry.server";
import { ApiClient } from "../../tests/support/kits/api-client";
import { startServerProcess, type ServerProcess } from "../../tests/support/servers/server-process";
import { startSmtpSink, type SmtpSink } from "../../tests/support/servers/smtp-sink";
import { createServerProcessDatabase, testDatabaseKind } from "../../tests/support/servers/test-database";

// Two server starts (the first one creates the database) and a restart after a crash, on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const ADMIN_PASSWORD = "durability-password";
const SUBMIT_EVERY_MS = 10;
/** Beyond this many unanswered requests the stream skips a beat, so a slow server is not buried. */
const MOST_IN_FLIGHT = 16;
/** The kill comes once this many inquiries were accepted, with requests in flight. */
const ACCEPTED_BEFORE_KILL = 40;

type Outcome = { email: string; answer: number | "connection error"; id?: string };

/** POSTs one contact inquiry every few milliseconds, each with an address of its own, until stopped. */
class InquiryStream {
  readonly outcomes: Outcome[] = [];
  private readonly inFlightRequests = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private sent = 0;

  constructor(private readonly url: string) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.inFlightRequests.size < MOST_IN_FLIGHT) this.submitOne();
    }, SUBMIT_EVERY_MS);
  }

  get inFlight(): number {
    return this.inFlightRequests.size;
  }

  accepted(): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.answer === 201);
  }

  /** Stops submitting and waits for every request under way to be answered or to fail. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.inFlightRequests);
  }

  private submitOne(): void {
    const number = ++this.sent;
    const email = `buyer-${number}@durability.example`;
    const request = this.post({ type: "quote", name: `Buyer ${number}`, email, message: `Inquiry number ${number}` }).then(
      (answer) => {
        this.outcomes.push({ email, ...answer });
      },
      () => {
        this.outcomes.push({ email, answer: "connection error" });
      },
    );
    this.inFlightRequests.add(request);
    void request.finally(() => this.inFlightRequests.delete(request));
  }

  private async post(body: unknown): Promise<{ answer: number; id?: string }> {
    const response = await fetch(`${this.url}/api/inquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = response.status;
    return answer === 201 ? { answer, id: ((await response.json()) as { id: string }).id } : { answer };
  }
}

/** The inquiry ids named by the notifications the sink received ("Inquiry id: ..." in the body). */
const notifiedInquiryIds = (sink: SmtpSink) => sink.received.flatMap((mail) => /Inquiry id: ([0-9a-f-]{36})/.exec(mail.raw)?.[1] ?? []);

describe(`inquiries through a SIGKILL of the production server on ${testDatabaseKind()}`, () => {
  let env: Record<string, string>;
  let cleanUp: () => Promise<void>;
  let sink: SmtpSink;
  let restarted: ServerProcess | undefined;
  const stream = { outcomes: [] as Outcome[], inFlightAtKill: 0 };
  let stored: Inquiry[] = [];

  beforeAll(async () => {
    const common = { ADMIN_PASSWORD, INQUIRIES_PER_HOUR_PER_ADDRESS: "100000", SEED_DEMO_CONTENT: "false" };
    const database = await createServerProcessDatabase();
    env = { ...common, ...database.env };
    cleanUp = database.drop;
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await restarted?.stop();
    await sink?.close();
    await cleanUp?.();
    const accepted = stream.outcomes.filter((outcome) => outcome.answer === 201).length;
    const failed = stream.outcomes.filter((outcome) => outcome.answer === "connection error").length;
    console.info(
      `durability (${testDatabaseKind()}): ${stream.outcomes.length} submitted, ${accepted} answered 201, ` +
        `${failed} connection errors, ${stream.inFlightAtKill} in flight at the SIGKILL; after the restart ` +
        `${stored.length} stored, ${notifiedInquiryIds(sink).length} notifications delivered`,
    );
  });

  it("answers 201 until killed with SIGKILL while inquiries are in flight", async () => {
    // No SMTP server yet: every notification waits in the outbox through the crash.
    const server = await startServerProcess({ ...env, SMTP_URL: "" });
    const inquiries = new InquiryStream(server.url);
    try {
      inquiries.start();
      await vi.waitFor(
        () => {
          expect(inquiries.accepted().length).toBeGreaterThanOrEqual(ACCEPTED_BEFORE_KILL);
          expect(inquiries.inFlight).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 5 },
      );
      stream.inFlightAtKill = inquiries.inFlight;
      expect(await server.stop("SIGKILL")).toBeNull();
      // The stream goes on until the crash shows in its answers.
      await vi.waitFor(() => expect(inquiries.outcomes.map((outcome) => outcome.answer)).toContain("connection error"), {
        timeout: 30_000,
      });
    } finally {
      await server.stop("SIGKILL");
      await inquiries.stop();
      stream.outcomes = inquiries.outcomes;
    }
    const answers = new Set(stream.outcomes.map((outcome) => outcome.answer));
    expect([...answers].sort()).toEqual([201, "connection error"]);
  });

  it("keeps every inquiry that was answered 201 after the restart, none twice", async () => {
    restarted = await startServerProcess({ ...env, SMTP_URL: sink.url });
    const admin = new ApiClient(restarted.url);
    expect((await admin.post("/api/auth/login", { username: "admin", password: ADMIN_PASSWORD })).status).toBe(200);
    stored = (await admin.get<Inquiry[]>("/api/inquiries?limit=1000")).body;

    const storedIdsByEmail = new Map(stored.map((inquiry) => [inquiry.email, inquiry.id]));
    expect(storedIdsByEmail.size).toBe(stored.length);
    for (const { email, id } of stream.outcomes.filter((outcome) => outcome.answer === 201)) {
      expect(storedIdsByEmail.get(email), email).toBe(id);
    }
    const submitted = new Set(stream.outcomes.map((outcome) => outcome.email));
    expect(stored.filter((inquiry) => !submitted.has(inquiry.email))).toEqual([]);
  });

  it("delivers the notification of every stored inquiry, held in the outbox through the crash, exactly once", async () => {
    const storedIds = stored.map((inquiry) => inquiry.id).sort();
    expect(storedIds.length).toBeGreaterThanOrEqual(ACCEPTED_BEFORE_KILL);
    await vi.waitFor(() => expect(new Set(notifiedInquiryIds(sink)).size).toBe(storedIds.length), { timeout: 60_000, interval: 200 });
    // A clean stop: the outbox loop ends after the mail it is sending, so nothing is sent twice later.
    expect(await restarted!.stop("SIGTERM")).toBe(0);
    expect(notifiedInquiryIds(sink).sort()).toEqual(storedIds);
  });
});
