import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryCodesNamed, countryName, countryOptions, isCountryCode } from "./countries";

describe("the ISO 3166-1 alpha-2 codes", () => {
  it("are the 249 assigned codes, each once, alphabetically, each with a name the runtime knows", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(COUNTRY_CODES.filter((code) => countryName(code, "en") === code)).toEqual([]);
  });

  it("accept only assigned codes in capitals", () => {
    expect(["DE", "CI", "SS"].every(isCountryCode)).toBe(true);
    expect(["de", "EU", "UK", "XK", "ZZ", "DEU", ""].some(isCountryCode)).toBe(false);
  });
});

describe("country names", () => {
  it("are those of the page's language", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "zh-CN")).toBe("德国");
  });

  it("sort as the language sorts", () => {
    expect(countryOptions(["US", "AT", "DE"], "de").map((option) => option.label)).toEqual([
      "Deutschland",
      "Österreich",
      "Vereinigte Staaten",
    ]);
  });

  it("find codes by a part of the name in any of the languages, ignoring case and accents", () => {
    expect(countryCodesNamed("deutsch", ["de"])).toEqual(["DE"]);
    expect(countryCodesNamed("MEXICO", ["en"])).toEqual(["MX"]);
    expect(countryCodesNamed("mexique", ["en", "fr"])).toEqual(["MX"]);
    expect(countryCodesNamed("cote d", ["en"])).toEqual(["CI"]);
    expect(countryCodesNamed("a", ["en"])).toEqual([]);
  });
});
