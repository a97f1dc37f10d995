/**
 * The form of a webhook signing secret by the Standard Webhooks specification: `whsec_` and the
 * key in base64, 24 to 64 bytes (docs/decisions/075-webhook-payloads-and-standard-signatures.md).
 * Isomorphic: the API's schema and the Webhooks screen check a given secret with it.
 */
export const WEBHOOK_SECRET_PREFIX = "whsec_";
export const WEBHOOK_KEY_BYTES = { min: 24, max: 64 } as const;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Whether `secret` is `whsec_` and a key of 24 to 64 bytes in base64 (its `=` padding included). */
export function isStandardWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return false;
  const key = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  if (!BASE64.test(key)) return false;
  const bytes = (key.length / 4) * 3 - (key.match(/=+$/)?.[0].length ?? 0);
  return bytes >= WEBHOOK_KEY_BYTES.min && bytes <= WEBHOOK_KEY_BYTES.max;
}
