import { describe, expect, it } from "vitest";
import type { CompanyInfoRow } from "~/schemas/content/company-info";
import { companySectionFormSchema, companySectionValues } from "./company-section-form";

const blank = companySectionValues(null);

const errorsOf = (result: ReturnType<ReturnType<typeof companySectionFormSchema>["safeParse"]>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the company section form", () => {
  it("turns the factory's stats JSON into the API's object, and empty text into none", () => {
    const schema = companySectionFormSchema("factory");
    expect(schema.parse({ ...blank, title: " Factory ", stats: '{"SMT lines": "8"}' })).toMatchObject({
      title: "Factory",
      content: null,
      stats: { "SMT lines": "8" },
      certifications: undefined,
    });
    expect(schema.parse(blank).stats).toEqual({});
  });

  it("names the field when its JSON cannot be read", () => {
    const result = companySectionFormSchema("factory").safeParse({ ...blank, stats: "{factoryArea: 1}" });
    expect(errorsOf(result).stats).toMatch(/^Stats must be valid JSON: .+/);
  });

  it("shows the schema's message, and where, for a shape it refuses", () => {
    const stats = companySectionFormSchema("factory").safeParse({ ...blank, stats: '{"Engineers": 120}' });
    expect(errorsOf(stats)).toEqual({ stats: "Each statistic must be text (Engineers)" });
    const list = companySectionFormSchema("certifications").safeParse({ ...blank, certifications: '[{"imageUrl": "/a.webp"}]' });
    expect(errorsOf(list)).toEqual({ certifications: "Certification name is required (item 1, name)" });
    const notList = companySectionFormSchema("certifications").safeParse({ ...blank, certifications: '{"name": "CE"}' });
    expect(errorsOf(notList)).toEqual({ certifications: "Certifications must be a list" });
  });

  it("sends only the JSON field the section shows, so the others keep their stored values", () => {
    const about = companySectionFormSchema("about").parse({ ...blank, stats: "not json", certifications: "[1]" });
    expect(about).not.toHaveProperty("stats", expect.anything());
    expect(about).not.toHaveProperty("certifications", expect.anything());
    const certifications = companySectionFormSchema("certifications").parse({
      ...blank,
      certifications: '[{"name": "CE", "imageUrl": ""}]',
    });
    expect(certifications).toMatchObject({ certifications: [{ name: "CE" }], stats: undefined });
  });

  it("opens a stored section with its JSON pretty-printed, and empty JSON as empty text", () => {
    const row = {
      title: "Factory",
      content: null,
      videoUrl: null,
      imageGallery: ["/a.webp"],
      clientLogos: [],
      stats: { "SMT lines": "8" },
      certifications: [],
      translations: { de: { title: "Fabrik" } },
    } as unknown as CompanyInfoRow;
    expect(companySectionValues(row)).toEqual({
      title: "Factory",
      content: "",
      videoUrl: "",
      imageGallery: ["/a.webp"],
      clientLogos: [],
      stats: '{\n  "SMT lines": "8"\n}',
      certifications: "",
      translations: { de: { title: "Fabrik" } },
    });
    expect(companySectionFormSchema("factory").parse(companySectionValues(row)).translations).toEqual({ de: { title: "Fabrik" } });
    expect(blank.translations).toEqual({});
  });
});
