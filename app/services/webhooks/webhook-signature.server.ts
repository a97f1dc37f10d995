/**
 * Signing a delivery by the Standard Webhooks specification
 * (docs/decisions/075-webhook-payloads-and-standard-signatures.md): `webhook-id` (the message's id,
 * the body's `id`), `webhook-timestamp` (unix seconds of the attempt) and `webhook-signature`
 * (`v1,` and the base64 HMAC-SHA256 of "<id>.<timestamp>.<body>", keyed by the secret's decoded
 * key), so that a receiver verifies with a Standard Webhooks library and its `whsec_` secret.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { isStandardWebhookSecret, WEBHOOK_SECRET_PREFIX } from "~/lib/webhooks/webhook-secret";

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * A stored secret as a receiver's library takes it. A secret made before the standard form (any
 * text of at least 24 characters, generated ones `whsec_` and base64url) keeps the key it always
 * had, its own characters, written in the standard form: `whsec_` and those bytes in base64.
 */
export function standardWebhookSecret(stored: string): string {
  return isStandardWebhookSecret(stored) ? stored : `${WEBHOOK_SECRET_PREFIX}${Buffer.from(stored, "utf8").toString("base64")}`;
}

export type SignatureHeaders = { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string };

/** The headers that sign `body`, sent as message `messageId` at `sentAt`, with the endpoint's stored secret. */
export function signatureHeaders(storedSecret: string, messageId: string, sentAt: Date, body: string): SignatureHeaders {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": new Webhook(standardWebhookSecret(storedSecret)).sign(messageId, sentAt, body),
  };
}
