import { describe, expect, it } from "vitest";
import { integerField } from "./fields";

describe("integerField", () => {
  const order = integerField("Order", 0, 100);

  it("reads a number or a text holding one", () => {
    expect(order.parse(3)).toBe(3);
    expect(order.parse("3")).toBe(3);
  });

  it("refuses values that Number() would quietly turn into 0 or 1", () => {
    for (const value of [null, true, false, [], [[]], [5], {}]) {
      const result = order.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Order must be a number");
    }
  });

  it("names what is wrong with a number", () => {
    expect(order.safeParse("abc").error?.issues[0]?.message).toBe("Order must be a number");
    expect(order.safeParse(1.5).error?.issues[0]?.message).toBe("Order must be a whole number");
    expect(order.safeParse(101).error?.issues[0]?.message).toBe("Order must be at most 100");
  });
});
