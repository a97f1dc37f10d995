import { describe, expect, it } from "vitest";
import { versionChanges } from "./version-changes";

describe("versionChanges", () => {
  it("lists only the fields that differ, a translation under its language", () => {
    const before = { id: "1", name: "Reader", tags: ["a"], translations: { de: { name: "Leser" } }, updatedAt: "2026-01-01" };
    const after = { id: "1", name: "Reader", tags: ["a", "b"], translations: { de: { name: "Lesegerät" } }, updatedAt: "2026-01-02" };
    expect(versionChanges(before, after)).toEqual([
      { field: "tags", from: ["a"], to: ["a", "b"] },
      { field: "translations.de.name", from: "Leser", to: "Lesegerät" },
    ]);
  });

  it("names a field that appeared or went away, with null on the side that lacks it", () => {
    expect(versionChanges({ translations: { fr: { name: "Lecteur" } } }, { translations: {} })).toEqual([
      { field: "translations.fr.name", from: "Lecteur", to: null },
    ]);
    expect(versionChanges({ translations: {} }, { translations: { de: { name: "Leser" } } })).toEqual([
      { field: "translations.de.name", from: null, to: "Leser" },
    ]);
  });

  it("reads a first version as every field it has", () => {
    expect(versionChanges(null, { id: "1", name: "Reader", createdAt: "2026-01-01" })).toEqual([
      { field: "name", from: null, to: "Reader" },
    ]);
  });

  it("finds nothing between equal versions", () => {
    expect(versionChanges({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual([]);
  });
});
