import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases, joins runs of other characters with one hyphen and trims the ends", () => {
    expect(slugify("  Smart Access -- Control!  ")).toBe("smart-access-control");
    expect(slugify("FR-500 Pro (2025)")).toBe("fr-500-pro-2025");
  });

  it("folds accents and drops what has no letters or digits", () => {
    expect(slugify("Café Façade Überwachung")).toBe("cafe-facade-uberwachung");
    expect(slugify("!!!")).toBe("");
    expect(slugify("人脸识别")).toBe("");
  });
});
