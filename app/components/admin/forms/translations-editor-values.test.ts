import { describe, expect, it } from "vitest";
import { TRANSLATION_LOCALES } from "~/lib/content-translations";
import {
  errorMessage,
  linesOf,
  listOf,
  localesWithErrors,
  translationFieldNames,
  translationStatuses,
  withTranslatedField,
} from "./translations-editor-values";

describe("a list typed one item per line", () => {
  it("keeps its empty lines while typing, and an empty text area is an empty list", () => {
    expect(listOf("Liveness detection\n")).toEqual(["Liveness detection", ""]);
    expect(linesOf(listOf("a\n\nb"))).toBe("a\n\nb");
    expect(listOf("")).toEqual([]);
    expect(linesOf(undefined)).toBe("");
  });
});

describe("withTranslatedField", () => {
  it("sets one field of one language and leaves the others as they are", () => {
    const translations = { fr: { name: "Terminal" } };
    expect(withTranslatedField(translations, "zh-CN", "name", "终端")).toEqual({ fr: { name: "Terminal" }, "zh-CN": { name: "终端" } });
    expect(withTranslatedField(translations, "fr", "features", ["Détection", ""])).toEqual({
      fr: { name: "Terminal", features: ["Détection", ""] },
    });
    expect(translations).toEqual({ fr: { name: "Terminal" } });
  });

  it("drops an emptied field and a language left without fields, so clearing what was typed leaves the form as it opened", () => {
    expect(withTranslatedField({ fr: { name: "Terminal", description: "Un terminal" } }, "fr", "name", "")).toEqual({
      fr: { description: "Un terminal" },
    });
    expect(withTranslatedField({ fr: { features: ["Détection"] } }, "fr", "features", [])).toEqual({});
    expect(withTranslatedField(undefined, "de", "name", "")).toEqual({});
  });
});

describe("translationStatuses", () => {
  it("marks a language complete when every field with English text is translated, and incomplete otherwise", () => {
    const values = {
      name: "Face Terminal",
      description: "An 8-inch terminal.",
      features: ["Liveness detection"],
      application: [],
      translations: {
        "zh-CN": { name: "人脸终端", description: "八英寸终端。", features: ["活体检测"] },
        fr: { name: "Terminal", description: " ", features: [""] },
      },
    };
    const statuses = translationStatuses(values, "product");
    expect(statuses["zh-CN"]).toBe("complete");
    expect(statuses.fr).toBe("incomplete");
    expect(statuses.de).toBe("incomplete");
  });

  it("has nothing to mark while the English text is empty", () => {
    const statuses = translationStatuses({ name: "", description: "", translations: {} }, "category");
    expect(new Set(Object.values(statuses))).toEqual(new Set(["empty"]));
    expect(Object.keys(statuses)).toEqual(TRANSLATION_LOCALES);
  });
});

describe("the errors of the translations", () => {
  it("are found in the languages that have them, a list's in its first item in error", () => {
    const errors = {
      fr: { name: { type: "too_big", message: "Name must be at most 200 characters" } },
      de: { features: [undefined, { type: "too_big", message: "Each feature must be at most 500 characters" }] },
      ja: {},
    };
    expect(localesWithErrors(errors)).toEqual(["fr", "de"]);
    expect(errorMessage(errors.de.features)).toBe("Each feature must be at most 500 characters");
    expect(errorMessage(errors.fr.name)).toBe("Name must be at most 200 characters");
    expect(errorMessage(undefined)).toBeUndefined();
    expect(localesWithErrors(undefined)).toEqual([]);
  });
});

describe("the translatable fields", () => {
  it("are where the API's reasons about them are shown", () => {
    const names = translationFieldNames("category");
    expect(names[0]).toBe("translations");
    expect(names).toContain("translations.zh-CN.name");
    expect(names).toContain("translations.pt.description");
    expect(names).toHaveLength(1 + TRANSLATION_LOCALES.length * 2);
  });
});
