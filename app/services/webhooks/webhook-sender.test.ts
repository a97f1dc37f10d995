import { lookup } from "node:dns/promises";
import type * as DnsPromises from "node:dns/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startWebhookReceiver, type WebhookReceiver } from "../../../tests/support/servers/webhook-receiver";

/** A name whose resolution never ends, as a resolver that does not answer does; every other name resolves as usual. */
const SILENT_NAME = "dns-never-answers.example";
vi.mock("node:dns/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof DnsPromises>();
  return {
    ...actual,
    lookup: (host: string, options: object) => (host === SILENT_NAME ? new Promise(() => {}) : actual.lookup(host, options)),
  };
});

// The files of a worker share the modules it loaded (isolate: false, decision 055): one loaded by an
// earlier file holds the real resolver, so the sender and its address check are loaded anew here.
vi.resetModules();
const { isDelivered, sendWebhook } = await import("./webhook-sender.server");

let receiver: WebhookReceiver | undefined;
afterEach(() => receiver?.close());

/** A receiver on the address "localhost" resolves to first, and its URL by that name. */
async function receiverByName(): Promise<{ receiver: WebhookReceiver; url: string }> {
  const { address } = await lookup("localhost", { verbatim: true });
  receiver = await startWebhookReceiver(address);
  return { receiver, url: `http://localhost:${new URL(receiver.url).port}/hook` };
}

const post = (url: string, allowPrivateNetwork: boolean, timeoutMs?: number) =>
  sendWebhook(
    { url, body: '{"event":"webhook.test"}', headers: { "content-type": "application/json" }, allowPrivateNetwork },
    { timeoutMs },
  );

describe("sendWebhook", () => {
  it("connects to the address the host name was judged by, and names the host in the request", async () => {
    const { receiver, url } = await receiverByName();
    const answer = await post(url, true);
    expect(answer).toMatchObject({ statusCode: 200, answerExcerpt: "ok", error: null });
    expect(isDelivered(answer)).toBe(true);
    expect(receiver.received).toEqual([
      expect.objectContaining({
        path: "/hook",
        body: '{"event":"webhook.test"}',
        headers: expect.objectContaining({ host: new URL(url).host }),
      }),
    ]);
  });

  it("refuses a host name that stands for a loopback address, sending nothing", async () => {
    const { receiver, url } = await receiverByName();
    const answer = await post(url, false);
    expect(answer).toMatchObject({ statusCode: null, answerExcerpt: null });
    expect(answer.error).toMatch(/^localhost is a loopback address \(.+\); allow private networks for this endpoint to send to it$/);
    expect(isDelivered(answer)).toBe(false);
    expect(receiver.received).toEqual([]);
  });

  it("keeps an excerpt of a long answer and does not wait for all of it", async () => {
    receiver = await startWebhookReceiver();
    receiver.answer = { status: 500, body: "x".repeat(2 * 1024 * 1024) };
    const answer = await post(receiver.url, true);
    expect(answer.statusCode).toBe(500);
    expect(answer.answerExcerpt).toBe("x".repeat(1000));
    expect(isDelivered(answer)).toBe(false);
  });

  it("reports a connection that is refused", async () => {
    receiver = await startWebhookReceiver();
    await receiver.close();
    const answer = await post(receiver.url, true);
    expect(answer).toMatchObject({ statusCode: null, answerExcerpt: null });
    expect(answer.error).toMatch(/^ECONNREFUSED: /);
    receiver = undefined;
  });

  it("gives up within its deadline on a host name that does not resolve", async () => {
    const started = performance.now();
    const answer = await post(`http://${SILENT_NAME}/hook`, false, 200);
    expect(answer).toMatchObject({ statusCode: null, answerExcerpt: null, error: "No answer within 0.2 s" });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
