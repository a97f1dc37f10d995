/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app makes them: HMAC-SHA-1,
 * six digits, a new code every 30 seconds. A code is accepted one step either side of the
 * server's clock, for phones whose clock runs a little off; which step it matched is answered so
 * that the caller can refuse the same step twice.
 */
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const totp = (secret: string, names: { issuer: string; account: string } = { issuer: "", account: "" }) =>
  new TOTP({ issuer: names.issuer, label: names.account, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new random secret of 160 bits (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The otpauth:// address of the secret, which an app reads from the QR code, and that QR code as
 * SVG; the app lists the entry under the issuer (the company) and the account's username.
 */
export async function totpEnrolment(
  secret: string,
  names: { issuer: string; account: string },
): Promise<{ otpauthUri: string; qrCodeSvg: string }> {
  const otpauthUri = totp(secret, names).toString();
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauthUri, qrCodeSvg };
}

/** The 30-second step `code` belongs to (the current one or one either side), or null when it matches none. */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}
