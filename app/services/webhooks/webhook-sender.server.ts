/**
 * One attempt at a delivery: a POST to the endpoint, connected to the address that was judged
 * (webhook-address.server.ts), never following a redirect, given up after a timeout, and reading
 * at most a bounded part of the answer, of which an excerpt is kept.
 */
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { AddressRefused, resolveDeliveryAddress, type ResolvedAddress } from "./webhook-address.server";

export type WebhookAnswer = {
  /** Null when no answer came. */
  statusCode: number | null;
  answerExcerpt: string | null;
  durationMs: number;
  /** Why the attempt failed when the status alone does not say (no answer, a redirect). */
  error: string | null;
};

export type WebhookRequest = { url: string; body: string; headers: Record<string, string>; allowPrivateNetwork: boolean };

const TIMEOUT_MS = 10_000;
/** Read at most this much of an answer; the rest is not waited for. */
const ANSWER_READ_BYTES = 64 * 1024;
const ANSWER_EXCERPT_CHARACTERS = 1000;

export const isDelivered = (answer: WebhookAnswer) => answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;

/** Connects to `target` whatever the host name resolves to now (the TLS name stays the host's). */
const pinnedTo =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };

function post(
  url: URL,
  target: ResolvedAddress,
  request: WebhookRequest,
  signal: AbortSignal,
): Promise<{ statusCode: number; text: string; location?: string }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        lookup: pinnedTo(target),
        // A connection of its own: never one opened to an address judged for another delivery.
        agent: false,
        signal,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () =>
          resolve({ statusCode: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8"), location: answer.headers.location });
        answer.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= ANSWER_READ_BYTES) {
            answer.destroy();
            done();
          }
        });
        answer.on("end", done);
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof AddressRefused) return error.message;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `No answer within ${timeoutMs / 1000} s`;
  const code = (error as { code?: string }).code;
  return error instanceof Error ? (code ? `${code}: ${error.message}` : error.message) : String(error);
}

/**
 * Sends one attempt and reports how it was answered; never throws. The host's resolution, the
 * request and its answer share one deadline (`timeoutMs`, ten seconds unless a test says less).
 */
export async function sendWebhook(request: WebhookRequest, { timeoutMs = TIMEOUT_MS } = {}): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    const url = new URL(request.url);
    const target = await resolveDeliveryAddress(url, request.allowPrivateNetwork, deadline);
    const answer = await post(url, target, request, deadline);
    const redirected = answer.statusCode >= 300 && answer.statusCode < 400;
    return {
      statusCode: answer.statusCode,
      answerExcerpt: answer.text === "" ? null : answer.text.slice(0, ANSWER_EXCERPT_CHARACTERS),
      durationMs: elapsed(),
      error: redirected ? `Redirects are not followed${answer.location ? ` (to ${answer.location.slice(0, 200)})` : ""}` : null,
    };
  } catch (error) {
    return { statusCode: null, answerExcerpt: null, durationMs: elapsed(), error: describeFailure(error, timeoutMs) };
  }
}
