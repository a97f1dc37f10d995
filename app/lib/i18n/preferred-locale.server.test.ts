import { describe, expect, it } from "vitest";
import { acceptedLocale, homeLanguageRedirect } from "./preferred-locale.server";

const home = (headers: Record<string, string>) => new Request("http://site.test/", { headers });

describe("the visitor's language", () => {
  it("picks the best supported language of Accept-Language", () => {
    expect(acceptedLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(acceptedLocale("fi, ja;q=0.5, en;q=0.4")).toBe("ja");
    expect(acceptedLocale("en;q=0.5, fr")).toBe("fr");
    expect(acceptedLocale("zh-HK")).toBe("zh-TW");
    expect(acceptedLocale("zh")).toBe("zh-CN");
    expect(acceptedLocale("pt-BR")).toBe("pt");
    expect(acceptedLocale(null)).toBe("en");
    expect(acceptedLocale("fi")).toBe("en");
    expect(acceptedLocale("de;q=0, *;q=0.5, fr;q=0.4")).toBe("fr");
    expect(acceptedLocale("zh-Hant-TW, en;q=0.1")).toBe("zh-TW");
  });

  it("sends a first visit to / on to the browser's language once, remembering it", () => {
    const response = homeLanguageRedirect(home({ "Accept-Language": "ko-KR" }));
    expect(response?.headers.get("Location")).toBe("/ko");
    expect(response?.headers.get("Set-Cookie")).toContain("biometrics-locale=ko");
    expect(homeLanguageRedirect(home({ "Accept-Language": "en-GB" }))).toBeNull();
  });

  it("follows a remembered choice over the browser's", () => {
    expect(homeLanguageRedirect(home({ Cookie: "biometrics-locale=en", "Accept-Language": "ko" }))).toBeNull();
    expect(homeLanguageRedirect(home({ Cookie: "biometrics-locale=ar" }))?.headers.get("Location")).toBe("/ar");
  });
});
