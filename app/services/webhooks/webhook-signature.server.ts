/**
 * Signing a delivery (docs/decisions/065-webhooks.md). `Webhook-Signature: t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA-256, keyed with the endpoint's secret, of "<t>.<body>": a receiver computes
 * the same over the bytes it received, compares in constant time, and rejects a `t` too far from
 * its own clock, so a captured delivery cannot be replayed later.
 */
import { createHmac, randomBytes } from "node:crypto";

/** A new endpoint secret: 32 random bytes, prefixed so that it is recognisable where it is pasted. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}
