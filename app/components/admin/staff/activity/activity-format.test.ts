import { describe, expect, it } from "vitest";
import { fieldLabel, formatChangeValue, isHiddenChange, summariseChanges } from "./activity-format";

describe("activity format", () => {
  it("names fields in words", () => {
    expect(fieldLabel("priceRange")).toBe("price range");
    expect(fieldLabel("imageUrl")).toBe("image URL");
    expect(fieldLabel("relatedProductIds")).toBe("related product IDs");
    expect(fieldLabel("name")).toBe("name");
  });

  it("writes values as text", () => {
    expect(formatChangeValue(null)).toBe("(empty)");
    expect(formatChangeValue("")).toBe("(empty)");
    expect(formatChangeValue([])).toBe("(empty)");
    expect(formatChangeValue(["RFID", "Wiegand"])).toBe("RFID, Wiegand");
    expect(formatChangeValue(5)).toBe("5");
    expect(formatChangeValue(false)).toBe("false");
    expect(formatChangeValue({ Weight: "1 kg" })).toBe('{"Weight":"1 kg"}');
  });

  it("summarises the changed fields, the first few by name", () => {
    expect(summariseChanges({ name: { from: "a", to: "b" } })).toBe("name");
    expect(summariseChanges({ a: {}, b: {}, c: {}, d: {}, e: {} })).toBe("a, b, c and 2 more");
  });

  it("tells a change recorded without values", () => {
    expect(isHiddenChange({})).toBe(true);
    expect(isHiddenChange({ from: null, to: "x" })).toBe(false);
  });
});
