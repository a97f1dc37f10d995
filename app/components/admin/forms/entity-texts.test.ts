import { describe, expect, it } from "vitest";
import { entityTexts } from "./entity-texts";

describe("entityTexts", () => {
  it.each([
    ["Solution", "Solution", "solution"],
    ["Case Study", "Case study", "case study"],
  ])(
    "gives the %s screen docs/behaviour/admin-area.md §8's toasts: sentence case, then lower case after 'Failed to'",
    (name, sentence, noun) => {
      const texts = entityTexts(name);
      expect([texts.created, texts.updated, texts.deleted]).toEqual(
        ["created", "updated", "deleted"].map((verb) => `${sentence} ${verb} successfully`),
      );
      expect([texts.createFailed, texts.updateFailed, texts.deleteFailed]).toEqual(
        ["create", "update", "delete"].map((verb) => `Failed to ${verb} ${noun}`),
      );
    },
  );

  it("spells the solution texts exactly as the specification does", () => {
    const texts = entityTexts("Solution");
    expect(texts.created).toBe("Solution created successfully");
    expect(texts.deleteFailed).toBe("Failed to delete solution");
    expect(texts.deleteTitle).toBe("Delete Solution");
  });

  it("says that a deleted item with history waits in Recently Deleted, and keeps 'cannot be undone' for the others", () => {
    const texts = entityTexts("Solution");
    expect(texts.deleteQuestion("Smart Campus", { kept: true })).toBe(
      'Are you sure you want to delete "Smart Campus"? It is kept in Recently Deleted for 30 days, where it can be restored.',
    );
    expect(entityTexts("Certificate").deleteQuestion("ISO 9001", { kept: false })).toBe(
      'Are you sure you want to delete "ISO 9001"? This action cannot be undone.',
    );
  });

  it("writes a two-word name in title case in headings and buttons", () => {
    const texts = entityTexts("Case Study");
    expect([texts.addTitle, texts.editTitle, texts.createLabel, texts.updateLabel, texts.deleteTitle]).toEqual([
      "Add Case Study",
      "Edit Case Study",
      "Create Case Study",
      "Update Case Study",
      "Delete Case Study",
    ]);
  });
});
