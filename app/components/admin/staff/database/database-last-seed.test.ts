import { describe, expect, it } from "vitest";
import { parseLastSeed } from "./database-last-seed";

const counts = { categories: 5, products: 3, solutions: 2, news: 3, resources: 3 };
const at = "2025-03-18T10:00:00.000Z";

describe("parseLastSeed", () => {
  it("reads a stored seed result", () => {
    expect(parseLastSeed(JSON.stringify({ counts, at }))).toEqual({ counts, at });
  });

  it("keeps only the five counts of a seed result", () => {
    expect(parseLastSeed(JSON.stringify({ counts: { ...counts, heroSlides: 3 }, at }))).toEqual({ counts, at });
  });

  it("has nothing to show for a missing, broken or foreign value", () => {
    expect(parseLastSeed(null)).toBeNull();
    expect(parseLastSeed("")).toBeNull();
    expect(parseLastSeed("{not json")).toBeNull();
    expect(parseLastSeed(JSON.stringify({ counts }))).toBeNull();
    expect(parseLastSeed(JSON.stringify({ counts, at: "yesterday" }))).toBeNull();
    expect(parseLastSeed(JSON.stringify({ counts: { ...counts, news: "3" }, at }))).toBeNull();
    expect(parseLastSeed(JSON.stringify({ at }))).toBeNull();
    expect(parseLastSeed("null")).toBeNull();
  });
});
