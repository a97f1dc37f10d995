import { describe, expect, it } from "vitest";
import { isStandardWebhookSecret } from "./webhook-secret";

const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");

describe("isStandardWebhookSecret", () => {
  it("takes whsec_ and a key of 24 to 64 bytes in base64", () => {
    for (const bytes of [24, 25, 26, 32, 64]) expect(isStandardWebhookSecret(`whsec_${base64Of(bytes)}`), `${bytes} bytes`).toBe(true);
    expect(isStandardWebhookSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw")).toBe(true);
  });

  it.each([
    ["a key of 23 bytes", `whsec_${base64Of(23)}`],
    ["a key of 65 bytes", `whsec_${base64Of(65)}`],
    ["no prefix", base64Of(32)],
    ["base64url", "whsec_s_FjThq6x2S7U_H0YHxLPaG0qmPBjHTd1ymjLZiV4r8"],
    ["base64 without its padding", `whsec_${base64Of(32).replace(/=+$/, "")}`],
    ["free text", "whsec_a secret chosen by the admin, 42"],
  ])("refuses %s", (_case, secret) => {
    expect(isStandardWebhookSecret(secret)).toBe(false);
  });
});
