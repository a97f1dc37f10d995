import { describe, expect, it } from "vitest";
import { createTranslator } from "~/lib/i18n/translator";
import de from "~/locales/de/site.json";
import { attachmentMessages } from "~/lib/inquiries/inquiry-attachment-rules";
import { contactInquirySchema, customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import { translateValidationMessage } from "./validation-message";

const t = createTranslator("de", de);

/** Every message the public forms can show for empty, malformed and overlong input. */
function messages(): string[] {
  const long = "x".repeat(6000);
  const inputs = [
    [customizationInquirySchema, { type: "customization", name: "", company: "", email: "", projectType: "", message: "" }],
    [
      customizationInquirySchema,
      { type: "customization", name: long, company: long, email: "nope", phone: long, projectType: long, message: long },
    ],
    [contactInquirySchema, { type: "other", name: "", email: "" }],
    [
      contactInquirySchema,
      { type: "quote", name: long, email: `${long}@example.com`, phone: long, company: long, country: long, message: long },
    ],
  ] as const;
  return inputs.flatMap(([schema, input]) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

describe("the public forms' validation messages", () => {
  it("each has a translation in the page's language", () => {
    const found = messages();
    expect(found.length).toBeGreaterThan(10);
    const untranslated = found.filter((message) => translateValidationMessage(t, message) === message);
    expect(untranslated).toEqual([]);
  });
});

describe("the attachment messages", () => {
  const { tooMany, totalTooLarge, notCustomization: _notShownByTheForm, ...perFile } = attachmentMessages;
  const named = Object.values(perFile).map((message) => message("Zeichnung.exe"));

  it("each has a translation in the page's language that keeps the file's name", () => {
    for (const message of named) {
      const translated = translateValidationMessage(t, message)!;
      expect(translated, message).not.toBe(message);
      expect(translated).toContain("Anhang Zeichnung.exe:");
    }
    expect(translateValidationMessage(t, tooMany)).toBe("Höchstens 5 Anhänge");
    expect(translateValidationMessage(t, totalTooLarge)).toBe("Die Anhänge dürfen zusammen höchstens 20 MB groß sein");
  });
});
