import { describe, expect, it } from "vitest";
import { generateWebhookSecret, signatureHeader } from "./webhook-signature.server";

describe("signatureHeader", () => {
  it("is the timestamp and the HMAC-SHA-256 of '<timestamp>.<body>' in hex", () => {
    // The same as `printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test_secret`.
    expect(signatureHeader("whsec_test_secret", 1_700_000_000, '{"a":1}')).toBe(
      "t=1700000000,v1=aecbc681fe3d2604c08ff8e880a0988d997a12367fcf9545e6a3b90c1dfc04b7",
    );
  });

  it("changes with the body, the timestamp and the secret", () => {
    const signed = signatureHeader("whsec_test_secret", 1_700_000_000, '{"a":1}');
    expect(signatureHeader("whsec_test_secret", 1_700_000_000, '{"a":2}')).not.toBe(signed);
    expect(signatureHeader("whsec_test_secret", 1_700_000_001, '{"a":1}').split(",v1=")[1]).not.toBe(signed.split(",v1=")[1]);
    expect(signatureHeader("whsec_other_secret", 1_700_000_000, '{"a":1}')).not.toBe(signed);
  });
});

describe("generateWebhookSecret", () => {
  it("is 32 random bytes, base64url, after whsec_", () => {
    const secrets = new Set(Array.from({ length: 20 }, generateWebhookSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
