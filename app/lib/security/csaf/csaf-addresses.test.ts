import { describe, expect, it } from "vitest";
import { csafDocumentPath, csafFileName } from "./csaf-addresses";

describe("a CSAF document's file name (CSAF 2.0 section 5.1)", () => {
  it("is the tracking id in lower case with each run of other characters as one underscore", () => {
    expect(csafFileName("AUR-SA-2026-001")).toBe("aur-sa-2026-001.json");
    expect(csafFileName("Example Company / 2026:07+01")).toBe("example_company_2026_07+01.json");
  });

  it("lies in the folder of its initial release's year (UTC)", () => {
    expect(csafDocumentPath("AUR-SA-2026-001", new Date("2026-12-31T23:30:00-02:00"))).toBe("2027/aur-sa-2026-001.json");
  });
});
