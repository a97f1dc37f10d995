/**
 * An authenticator app for tests (decision 064): the six-digit code of a base32 secret, as an app
 * shows it now or, with `stepsAhead`, a step or more later. The server accepts one step either
 * side of its clock and never the same step twice, so a second sign-in in the same 30 seconds
 * uses the next step's code.
 */
import { Secret, TOTP } from "otpauth";

export function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
