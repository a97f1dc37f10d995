import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalogs.server";
import { createTranslator } from "./translator";

describe("createTranslator", () => {
  const catalog = {
    nav: { home: "Home" },
    quote: { items_one: "{{count}} item in quote", items_other: "{{count}} items in quote" },
    files: { kept_zero: "No files", kept_one: "One file", kept_other: "{{count}} files" },
    products: { showing: "Showing {{shown, number}} of {{total, number}} products" },
    greeting: "Hello {{name}}, from {{company}}",
  };
  const t = createTranslator("en", catalog);

  it("reads texts by their dotted path, and answers a missing one with its key", () => {
    expect(t("nav.home")).toBe("Home");
    // @ts-expect-error: not a key of the catalog, which the type checker refuses
    expect(t("nav.nowhere")).toBe("nav.nowhere");
  });

  it("chooses a plural form by the language's rules, the zero form for 0 where there is one", () => {
    expect(t("quote.items", { count: 1 })).toBe("1 item in quote");
    expect(t("quote.items", { count: 3 })).toBe("3 items in quote");
    expect(t("quote.items", { count: 0 })).toBe("0 items in quote");
    const files = createTranslator("en", catalog) as (key: string, values?: Record<string, number>) => string;
    expect(files("files.kept", { count: 0 })).toBe("No files");
    expect(files("files.kept", { count: 1 })).toBe("One file");
  });

  it("uses each language's plural categories: six in Arabic", () => {
    const arabic = createTranslator("ar", catalogFor("ar"));
    const forms = [0, 1, 2, 3, 11, 100].map((count) => arabic("quote.items", { count }));
    expect(new Set(forms).size).toBe(6);
  });

  it("fills in values, numbers in the language's format, leaves a value not given and writes null as nothing", () => {
    expect(t("products.showing", { shown: 1234, total: 56789 })).toBe("Showing 1,234 of 56,789 products");
    expect(createTranslator("de", catalog)("products.showing" as never, { shown: 1234, total: 56789 })).toBe(
      "Showing 1.234 of 56.789 products",
    );
    expect(t("greeting" as never, { name: "Ana" })).toBe("Hello Ana, from {{company}}");
    expect(t("greeting" as never, { name: "Ana", company: null })).toBe("Hello Ana, from ");
  });
});
