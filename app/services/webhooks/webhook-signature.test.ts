import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { isStandardWebhookSecret } from "~/lib/webhooks/webhook-secret";
import { generateWebhookSecret, signatureHeaders, standardWebhookSecret } from "./webhook-signature.server";

describe("signatureHeaders", () => {
  it("signs as the Standard Webhooks specification's example does", () => {
    const sentAt = new Date(1_614_265_330 * 1000);
    expect(
      signatureHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", sentAt, '{"test": 2432232314}'),
    ).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("is verified by the standardwebhooks library with the secret, and by no other secret", () => {
    const secret = generateWebhookSecret();
    const body = '{"id":"5b0f","event":"webhook.test"}';
    const headers = signatureHeaders(secret, "5b0f", new Date(), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ id: "5b0f", event: "webhook.test" });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow("No matching signature found");
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow("No matching signature found");
  });
});

describe("standardWebhookSecret", () => {
  it("leaves a standard secret as it is", () => {
    const secret = generateWebhookSecret();
    expect(standardWebhookSecret(secret)).toBe(secret);
  });

  it("writes a secret made before the standard form (generated as base64url, or given as any text) in it, with the key it always had", () => {
    for (const stored of ["whsec_s_FjThq6x2S7U_H0YHxLPaG0qmPBjHTd1ymjLZiV4r8", "a-secret-chosen-by-the-admin-42"]) {
      const standard = standardWebhookSecret(stored);
      expect(isStandardWebhookSecret(standard), standard).toBe(true);
      const sentAt = new Date(1_700_000_000 * 1000);
      // Before the standard form, the HMAC was keyed by the stored text itself.
      const keyedByTheText = createHmac("sha256", stored).update('m1.1700000000.{"a":1}').digest("base64");
      expect(signatureHeaders(stored, "m1", sentAt, '{"a":1}')["webhook-signature"]).toBe(`v1,${keyedByTheText}`);
      expect(new Webhook(standard).sign("m1", sentAt, '{"a":1}')).toBe(`v1,${keyedByTheText}`);
    }
  });
});

describe("generateWebhookSecret", () => {
  it("is whsec_ and 32 random bytes in base64", () => {
    const secrets = new Set(Array.from({ length: 20 }, generateWebhookSecret));
    expect(secrets.size).toBe(20);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(isStandardWebhookSecret(secret)).toBe(true);
    }
  });
});
