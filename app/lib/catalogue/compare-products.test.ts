import { describe, expect, it } from "vitest";
import { withCompared } from "../visitor-lists/compare-list";
import { comparePath, comparisonRows, readComparedSlugs } from "./compare-products";

describe("the comparison's address", () => {
  it("lists the slugs with plain commas, and the differences-only switch", () => {
    expect(comparePath(["a", "b-2"])).toBe("/compare?products=a,b-2");
    expect(comparePath(["a"], true)).toBe("/compare?products=a&differences=only");
    expect(comparePath([])).toBe("/compare");
  });

  it("keeps four slugs, each once and in order, and drops the rest and what is no slug", () => {
    expect(readComparedSlugs(" a,b,,a,Bad Slug,c,d,e ")).toEqual({ slugs: ["a", "b", "c", "d"], dropped: ["Bad Slug", "e"] });
    expect(readComparedSlugs(null)).toEqual({ slugs: [], dropped: [] });
  });
});

describe("the comparison list", () => {
  const item = (slug: string) => ({ slug, name: slug.toUpperCase() });

  it("adds a product once and refuses a fifth", () => {
    const four = ["a", "b", "c", "d"].map(item);
    expect(withCompared(four.slice(0, 3), item("d"))).toEqual({ items: four, refused: false });
    expect(withCompared(four, item("a"))).toEqual({ items: four, refused: false });
    expect(withCompared(four, item("e"))).toEqual({ items: four, refused: true });
  });
});

describe("the comparison's rows", () => {
  it("line up typed values by field and free-form rows by name, marking the rows whose values differ", () => {
    const { typed, freeForm } = comparisonRows([
      {
        specificationValues: [
          { name: "Face capacity", unit: "faces", type: "number", value: 3000 },
          { name: "Wi-Fi", unit: null, type: "boolean", value: true },
        ],
        specifications: { Camera: "2 MP", Power: "12 V" },
      },
      {
        specificationValues: [
          { name: "Face capacity", unit: "faces", type: "number", value: 3000 },
          { name: "Wi-Fi", unit: null, type: "boolean", value: false },
        ],
        specifications: { Power: "12 V" },
      },
    ]);
    expect(typed).toEqual([
      { label: "Face capacity", unit: "faces", type: "number", values: [3000, 3000], differs: false },
      { label: "Wi-Fi", unit: null, type: "boolean", values: [true, false], differs: true },
    ]);
    expect(freeForm).toEqual([
      { label: "Camera", unit: null, type: "text", values: ["2 MP", null], differs: true },
      { label: "Power", unit: null, type: "text", values: ["12 V", "12 V"], differs: false },
    ]);
  });

  it("mark nothing as different for a single product", () => {
    const { freeForm } = comparisonRows([{ specificationValues: [], specifications: { Camera: "2 MP" } }]);
    expect(freeForm[0]!.differs).toBe(false);
  });
});
