import { describe, expect, it } from "vitest";
import { securityTxt } from "./security-txt";

const NOW = new Date("2026-11-28T12:00:00Z");
const settings = {
  securityEmail: "security@example.com",
  securityTxtExpiresOn: "2027-06-30",
  securityLanguages: ["en" as const, "de" as const],
};

describe("security.txt", () => {
  it("holds the fields RFC 9116 asks for, from the settings, and where the CSAF provider metadata is", () => {
    expect(securityTxt("https://example.com", settings, NOW)).toBe(
      [
        "Contact: mailto:security@example.com",
        "Expires: 2027-06-30T23:59:59Z",
        "Preferred-Languages: en, de",
        "Policy: https://example.com/security/report",
        "Canonical: https://example.com/.well-known/security.txt",
        "CSAF: https://example.com/.well-known/csaf/provider-metadata.json",
        "",
      ].join("\n"),
    );
  });

  it("names the reporting page as the contact when there is no security e-mail", () => {
    expect(securityTxt("https://example.com", { ...settings, securityEmail: null }, NOW)).toMatch(
      /^Contact: https:\/\/example\.com\/security\/report\n/,
    );
  });

  it("is not served without an expiry ahead", () => {
    expect(securityTxt("https://example.com", { ...settings, securityTxtExpiresOn: null }, NOW)).toBeNull();
    expect(securityTxt("https://example.com", { ...settings, securityTxtExpiresOn: "2026-11-27" }, NOW)).toBeNull();
  });
});
