import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { matchingTotpStep, newTotpSecret, totpEnrolment } from "./totp.server";

/** RFC 6238's SHA-1 seed, "12345678901234567890", as base32. */
const RFC_SECRET = Secret.fromUTF8("12345678901234567890").base32;

/**
 * RFC 6238, appendix B: the SHA-1 codes at these times (seconds). Six-digit codes are the last six
 * digits of the RFC's eight (the truncation is the same number modulo 10^digits).
 */
const RFC_VECTORS: [seconds: number, code: string, step: number][] = [
  [59, "94287082", 1],
  [1111111109, "07081804", 0x23523ec],
  [1111111111, "14050471", 0x23523ed],
  [1234567890, "89005924", 0x273ef07],
  [2000000000, "69279037", 0x3f940aa],
  [20000000000, "65353130", 0x27bc86aa],
];

describe("matchingTotpStep", () => {
  it.each(RFC_VECTORS)("accepts RFC 6238's code at %i s and names its step", (seconds, code, step) => {
    expect(matchingTotpStep(RFC_SECRET, code.slice(-6), seconds * 1000)).toBe(step);
  });

  it("accepts the codes of the steps either side of the clock, and no further", () => {
    const at = 1111111111 * 1000;
    const code = (seconds: number) => new TOTP({ secret: Secret.fromBase32(RFC_SECRET) }).generate({ timestamp: seconds * 1000 });
    expect(matchingTotpStep(RFC_SECRET, code(1111111111 - 30), at)).toBe(0x23523ec);
    expect(matchingTotpStep(RFC_SECRET, code(1111111111 + 30), at)).toBe(0x23523ee);
    expect(matchingTotpStep(RFC_SECRET, code(1111111111 - 60), at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, code(1111111111 + 60), at)).toBeNull();
  });

  it("refuses a wrong code, and anything that is not six digits", () => {
    expect(matchingTotpStep(RFC_SECRET, "287083", 59_000)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, "94287082", 59_000)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, "28708", 59_000)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, "abcdef", 59_000)).toBeNull();
  });
});

describe("a new secret", () => {
  it("is 160 random bits in base32, different each time", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("is offered as an otpauth:// address and its QR code in SVG", async () => {
    const secret = newTotpSecret();
    const { otpauthUri, qrCodeSvg } = await totpEnrolment(secret, { issuer: "Aurion Biometrics", account: "casey" });
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Aurion Biometrics:casey");
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: "Aurion Biometrics",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(qrCodeSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>\s*$/);
  });
});
