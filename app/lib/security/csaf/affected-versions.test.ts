import { describe, expect, it } from "vitest";
import { parseAffectedVersions } from "./affected-versions";

describe("affected versions as staff write them", () => {
  it("become vers ranges and single versions, part by part", () => {
    expect(parseAffectedVersions("5.0.0 to 5.0.7, 5.1.0  TO 5.1.2 , 4.2.1 and earlier, 6.0.0 and later, 5.0.3")).toEqual([
      { kind: "range", name: "vers:generic/>=5.0.0|<=5.0.7" },
      { kind: "range", name: "vers:generic/>=5.1.0|<=5.1.2" },
      { kind: "range", name: "vers:generic/<=4.2.1" },
      { kind: "range", name: "vers:generic/>=6.0.0" },
      { kind: "version", name: "5.0.3" },
    ]);
  });

  it("name no version when a part has none of the shapes", () => {
    expect(parseAffectedVersions("all versions")).toBeNull();
    expect(parseAffectedVersions("5.0.0 to 5.0.7, before the fix")).toBeNull();
    expect(parseAffectedVersions(" , ")).toBeNull();
  });
});
