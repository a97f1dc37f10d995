import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const asMap = (list: string[]) => new Map(Array.from({ length: list.length / 2 }, (_, index) => [list[2 * index]!, list[2 * index + 1]!]));

describe("securityHeaders", () => {
  it("gives each response helmet's headers with its own nonce in the script policy, and nowhere else", () => {
    const headersFor = securityHeaders({ development: false });
    const first = asMap(headersFor("Zmlyc3Qtbm9uY2UtMTIzNA==", false));
    const second = asMap(headersFor("c2Vjb25kLW5vbmNlLTU2Nzg=", false));
    expect(first.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-Zmlyc3Qtbm9uY2UtMTIzNA=='");
    expect(second.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-c2Vjb25kLW5vbmNlLTU2Nzg='");
    expect(first.get("Content-Security-Policy")).not.toContain("c2Vjb25k");
    expect(first.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(first.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("Permissions-Policy")).toContain("camera=()");
    for (const [name, value] of first) if (name !== "Content-Security-Policy") expect(second.get(name)).toBe(value);
  });

  it("adds HSTS only over HTTPS, and leaves the script policy out in development", () => {
    expect(asMap(securityHeaders({ development: false })("bm9uY2U=", false)).has("Strict-Transport-Security")).toBe(false);
    expect(asMap(securityHeaders({ development: false })("bm9uY2U=", true)).get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(asMap(securityHeaders({ development: true })("bm9uY2U=", false)).has("Content-Security-Policy")).toBe(false);
  });
});
