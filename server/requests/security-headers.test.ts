import { describe, expect, it } from "vitest";
import { PUBLIC_DOCUMENT_SCRIPT } from "~/components/islands/document-script";
import { scriptHashSource, securityHeaders } from "./security-headers";

const asMap = (list: string[]) => new Map(Array.from({ length: list.length / 2 }, (_, index) => [list[2 * index]!, list[2 * index + 1]!]));

describe("securityHeaders", () => {
  const headersFor = securityHeaders({ development: false });

  it("gives every response but an admin page the same headers, allowing the public pages' inline script by its hash", () => {
    const first = asMap(headersFor(false));
    expect(first.get("Content-Security-Policy")).toContain(`script-src 'self' ${scriptHashSource(PUBLIC_DOCUMENT_SCRIPT)};`);
    expect(first.get("Content-Security-Policy")).toContain("script-src-attr 'none'");
    expect(first.get("Content-Security-Policy")).not.toContain("'nonce-");
    expect(/script-src ([^;]*)/.exec(first.get("Content-Security-Policy")!)![1]).not.toContain("'unsafe-inline'");
    expect(asMap(headersFor(false))).toEqual(first);
    expect(first.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(first.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("Permissions-Policy")).toContain("camera=()");
  });

  it("gives an admin page its own nonce in the script policy, and nothing else of its own", () => {
    const first = asMap(headersFor(false, "Zmlyc3Qtbm9uY2UtMTIzNA=="));
    const second = asMap(headersFor(false, "c2Vjb25kLW5vbmNlLTU2Nzg="));
    expect(first.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-Zmlyc3Qtbm9uY2UtMTIzNA==';");
    expect(second.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-c2Vjb25kLW5vbmNlLTU2Nzg=';");
    expect(first.get("Content-Security-Policy")).toContain("script-src-attr 'none'");
    for (const [name, value] of first) if (name !== "Content-Security-Policy") expect(second.get(name)).toBe(value);
  });

  it("hashes a script as a browser does: SHA-256 of its UTF-8 text, in base64", () => {
    // The digest of "alert('Hello, world.');", the example of CSP Level 3 (§ 8.3 of the specification).
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it("adds HSTS only over HTTPS, and leaves the script policy out in development", () => {
    expect(asMap(headersFor(false)).has("Strict-Transport-Security")).toBe(false);
    expect(asMap(headersFor(true)).get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(asMap(securityHeaders({ development: true })(false, "bm9uY2U=")).has("Content-Security-Policy")).toBe(false);
  });
});
