/**
 * A webhook receiver on 127.0.0.1 for the tests: it keeps every request it is sent and answers as
 * the test tells it (a status, a body, headers such as a redirect's Location). `verifiedDelivery`
 * checks a delivery as a receiver does, with the `standardwebhooks` package.
 */
import { once } from "node:events";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedWebhook = { path: string; headers: IncomingHttpHeaders; body: string };
export type ReceiverAnswer = { status: number; body?: string; headers?: Record<string, string> };

export type WebhookReceiver = {
  /** http://127.0.0.1:<port>/hook, or the address it listens on */
  url: string;
  received: ReceivedWebhook[];
  /** How the next requests are answered (200 "ok" until told otherwise). */
  answer: ReceiverAnswer;
  close(): Promise<void>;
};

/** Listens on `address` (a loopback address): 127.0.0.1 unless told otherwise. */
export async function startWebhookReceiver(address = "127.0.0.1"): Promise<WebhookReceiver> {
  const receiver = { received: [] as ReceivedWebhook[], answer: { status: 200, body: "ok" } as ReceiverAnswer };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      receiver.received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const { status, body = "", headers = {} } = receiver.answer;
      response.writeHead(status, { "content-type": "text/plain", ...headers }).end(body);
    });
  });
  server.listen(0, address);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://${address.includes(":") ? `[${address}]` : address}:${port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * What a receiver does, with the Standard Webhooks library: the signature of the request's
 * `webhook-id`, `webhook-timestamp` and exact body checked against `secret`, the timestamp within
 * five minutes of now. Answers the parsed body; throws WebhookVerificationError otherwise.
 */
export function verifiedDelivery(secret: string, request: ReceivedWebhook): unknown {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}
