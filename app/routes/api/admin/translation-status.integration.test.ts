import { describe, expect, it } from "vitest";
import { categories } from "~/db/schema";
import { TRANSLATION_LOCALES } from "~/lib/content-translations";
import { useContentApi } from "../../../../tests/support/kits/content-test-kit";

const api = useContentApi();

describe("GET /api/admin/translation-status", () => {
  it("tells staff, per kind of content, how many items miss each language", async () => {
    const translatedBut = (skipped: string) =>
      Object.fromEntries(TRANSLATION_LOCALES.filter((locale) => locale !== skipped).map((locale) => [locale, { name: "N" }]));
    const [untranslated] = await api.database.db
      .insert(categories)
      .values([
        { name: "Readers", slug: "readers", translations: translatedBut("de") },
        { name: "Locks", slug: "locks", translations: translatedBut("") },
      ])
      .returning();

    const response = await api.staff.get("/api/admin/translation-status");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { kinds } = response.body as { kinds: { kind: string; items: number }[] };
    expect(kinds.map(({ kind, items }) => [kind, items])).toEqual([
      ["product", 0],
      ["category", 2],
      ["solution", 0],
      ["newsArticle", 0],
      ["resource", 0],
      ["heroSlide", 0],
      ["caseStudy", 0],
      ["companySection", 0],
      ["securityAdvisory", 0],
      ["advisoryRevision", 0],
      ["certificate", 0],
      ["media", 0],
    ]);
    expect(kinds[1]).toEqual({
      kind: "category",
      items: 2,
      untranslated: 1,
      missing: Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, locale === "de" ? 1 : 0])),
      examples: [{ id: untranslated!.id, label: "Readers", missing: ["de"] }],
    });
  });

  it("needs a signed-in staff member", async () => {
    const response = await api.visitor.get("/api/admin/translation-status");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: "Sign in to continue" });
  });
});
