import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { changedFieldLabel, daysLeftLabel, publicationSummary, restoreFailure } from "./history-format";

describe("the History view's texts", () => {
  it("name a field by its label in the edit dialog, a translated one as the translations editor does, a nested one by its path", () => {
    expect(changedFieldLabel("solution", "name")).toBe("Name");
    expect(changedFieldLabel("solution", "bomList")).toBe("Bill of materials");
    expect(changedFieldLabel("product", "imageUrl")).toBe("Main image");
    expect(changedFieldLabel("category", "imageUrl")).toBe("Image");
    expect(changedFieldLabel("distributor", "isPublished")).toBe("Published");
    expect(changedFieldLabel("solution", "translations.zh-TW.description")).toBe("Description (繁體中文)");
    expect(changedFieldLabel("company_section", "stats.Staff")).toBe("Stats (JSON) › Staff");
    // A field an older version had and no dialog shows any longer: its name in words.
    expect(changedFieldLabel("product", "legacyCode")).toBe("legacy code");
  });

  it("say a version's publication in words", () => {
    expect(publicationSummary({ status: "published", publishAt: null })).toBe("Published");
    expect(publicationSummary({ status: "draft", publishAt: null })).toBe("Draft");
    expect(publicationSummary({ status: "scheduled", publishAt: "2026-12-24T09:30:00" })).toBe("Scheduled for Dec 24, 2026 09:30");
    expect(publicationSummary({ isActive: false })).toBe("Hidden");
    expect(publicationSummary({ isPublished: true })).toBe("Shown");
  });

  it("count the whole days an entry has left", () => {
    const now = new Date("2026-11-01T12:00:00Z");
    expect(daysLeftLabel("2026-11-30T13:00:00Z", now)).toBe("29 days left");
    expect(daysLeftLabel("2026-11-02T13:00:00Z", now)).toBe("1 day left");
    expect(daysLeftLabel("2026-11-01T13:00:00Z", now)).toBe("Purged today");
  });

  it("say why a restore was refused, naming each field", () => {
    const refused = new ApiError(
      400,
      JSON.stringify({ message: "Some fields are invalid", fields: { solutionId: "Choose an existing solution" } }),
      "Bad Request",
    );
    expect(restoreFailure("case_study", refused)).toBe("Some fields are invalid (Linked solution: Choose an existing solution)");
    expect(restoreFailure("case_study", new ApiError(404, JSON.stringify({ message: "Version not found" }), "Not Found"))).toBe(
      "Version not found",
    );
  });
});
