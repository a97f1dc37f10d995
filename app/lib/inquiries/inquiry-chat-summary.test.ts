import { describe, expect, it } from "vitest";
import site from "~/locales/en/site.json";
import { createTranslator } from "../i18n/translator";
import { inquiryChatSummary } from "./inquiry-chat-summary";

const t = createTranslator("en", site);

describe("inquiryChatSummary", () => {
  it("lists every field and the quoted products", () => {
    expect(
      inquiryChatSummary(
        {
          typeLabel: "Request Quote",
          name: "Ana Silva",
          email: "ana@example.com",
          phone: "+351 912 000 000",
          company: "Silva Security",
          country: "Portugal",
          message: "Need 40 terminals for a campus.",
          products: [{ name: "AB-FR700 Face Recognition Terminal", productCode: "AB-FR700" }],
        },
        t,
      ),
    ).toBe(
      [
        "New Inquiry: Request Quote",
        "",
        "Name: Ana Silva",
        "Email: ana@example.com",
        "Phone: +351 912 000 000",
        "Company: Silva Security",
        "Country: Portugal",
        "",
        "Products:",
        "- AB-FR700 Face Recognition Terminal (AB-FR700)",
        "",
        "Message: Need 40 terminals for a campus.",
      ].join("\n"),
    );
  });

  it('says "Not provided" for blank fields and "No message provided" for a blank message', () => {
    const summary = inquiryChatSummary(
      {
        typeLabel: "Schedule Demo",
        name: "Li",
        email: "li@example.com",
        phone: "  ",
        company: null,
        message: "",
      },
      t,
    );
    expect(summary).toContain("Phone: Not provided");
    expect(summary).toContain("Company: Not provided");
    expect(summary).toContain("Country: Not provided");
    expect(summary).toContain("Message: No message provided");
    expect(summary).not.toContain("Products:");
  });
});
