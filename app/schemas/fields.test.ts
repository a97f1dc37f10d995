import { describe, expect, it } from "vitest";
import { integerField, optionalText, optionalUrl, requiredText, requiredUrl, textList, urlList } from "./fields";

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

describe("address fields", () => {
  const fields = { optional: optionalUrl("Link"), required: requiredUrl("Link"), list: urlList("link", 5) };
  const SCRIPT_ADDRESSES = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "\u0001javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "file:///etc/passwd",
  ];
  // A browser reads "/\" as "//": an address on another site.
  const OTHER_SITES = ["//evil.example/x", "/\\evil.example/x", "\\\\evil.example/x", "/\t/evil.example/x"];

  it("refuse script, data and file addresses, and addresses of other sites dressed as paths", () => {
    for (const address of [...SCRIPT_ADDRESSES, ...OTHER_SITES]) {
      expect(fields.optional.safeParse(address).success, address).toBe(false);
      expect(fields.required.safeParse(address).success, address).toBe(false);
      expect(fields.list.safeParse([address]).success, address).toBe(false);
    }
  });

  it("take http(s) addresses and paths of this site", () => {
    for (const address of ["https://cdn.example.com/a.png", "http://example.com", "/uploads/a.png", "/products/x?y=1"]) {
      expect(fields.optional.parse(address)).toBe(address);
      expect(fields.required.parse(address)).toBe(address);
    }
  });
});

describe("text fields", () => {
  const fields = { required: requiredText("Title", 100), optional: optionalText("Title", 100) };

  it("refuse control characters, naming the field", () => {
    for (const control of ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001f", "\u007f", "\u0085", "\u009f"]) {
      for (const [kind, field] of Object.entries(fields)) {
        expect(field.safeParse(`A${control}B`).error?.issues[0]?.message, `${kind} ${JSON.stringify(control)}`).toBe(
          "Title must not contain control characters",
        );
      }
      expect(textList("tag", 5, 50).safeParse(["ok", `A${control}B`]).error?.issues[0]).toMatchObject({
        path: [1],
        message: "Each tag must not contain control characters",
      });
    }
  });

  it("take tabs and line breaks, and every other character", () => {
    const text = "Line one\tand a tab\r\nLine two\nÄ ü 中文 🙂 \u00a0\u200b";
    expect(fields.required.parse(text)).toBe(text);
    expect(fields.optional.parse(text)).toBe(text);
  });
});
