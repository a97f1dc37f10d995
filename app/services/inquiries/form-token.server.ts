/**
 * The public forms' start tokens (docs/decisions/029-spam-folder.md). A form asks for one when the
 * visitor starts filling it in and sends it with the inquiry; the server then knows, by its own
 * clock, how long the filling took. A token is the issue time and a random nonce, signed with an
 * HMAC key that only the database holds, so a client can neither make one up nor move its time.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** After a day a token proves nothing more than its absence: it is read like a form that sent none. */
export const FORM_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;
const VERSION = "1";
const NONCE_BYTES = 12;

export type FormTokenReading =
  /** No token, or one too old to say anything: the fill time is not judged. */
  | { kind: "absent" }
  /** Not one this site signed (made up, altered, or signed with another key). */
  | { kind: "forged" }
  | { kind: "valid"; nonce: string; ageSeconds: number };

const signature = (key: string, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

export function issueFormToken(key: string, now: number): string {
  const payload = `${VERSION}.${now.toString(36)}.${randomBytes(NONCE_BYTES).toString("base64url")}`;
  return `${payload}.${signature(key, payload)}`;
}

export function readFormToken(key: string, token: unknown, now: number): FormTokenReading {
  if (token === undefined || token === null || token === "") return { kind: "absent" };
  if (typeof token !== "string") return { kind: "forged" };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) return { kind: "forged" };
  const [, issuedAt, nonce, given] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(key, `${VERSION}.${issuedAt}.${nonce}`));
  const received = Buffer.from(given);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { kind: "forged" };
  // Another instance's clock may run a little ahead: a token from "the future" is a fresh one.
  const ageSeconds = Math.max(0, (now - parseInt(issuedAt, 36)) / 1000);
  return ageSeconds > FORM_TOKEN_MAX_AGE_SECONDS ? { kind: "absent" } : { kind: "valid", nonce, ageSeconds };
}
