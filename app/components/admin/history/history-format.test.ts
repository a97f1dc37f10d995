import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { changedFieldLabel, daysLeftLabel, restoreFailure } from "./history-format";

describe("the History view's texts", () => {
  it("name a translated field by its field and language, and a nested one by its path", () => {
    expect(changedFieldLabel("translations.zh-TW.description")).toBe("description (zh-TW)");
    expect(changedFieldLabel("imageUrl")).toBe("image URL");
    expect(changedFieldLabel("stats.Staff")).toBe("stats › Staff");
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
    expect(restoreFailure(refused)).toBe("Some fields are invalid (solution ID: Choose an existing solution)");
    expect(restoreFailure(new ApiError(404, JSON.stringify({ message: "Version not found" }), "Not Found"))).toBe("Version not found");
  });
});
