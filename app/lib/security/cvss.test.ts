import { describe, expect, it } from "vitest";
import { assessCvss } from "./cvss";

describe("a CVSS v3.1 vector", () => {
  it("gets the base score and rating of the specification's calculator", () => {
    expect(assessCvss("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toEqual({ score: 9.8, severity: "critical" });
    expect(assessCvss("CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N")).toEqual({ score: 6.5, severity: "medium" });
    expect(assessCvss("CVSS:3.1/AV:A/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H")).toEqual({ score: 9.6, severity: "critical" });
    expect(assessCvss("CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:U/C:L/I:N/A:N")).toEqual({ score: 1.6, severity: "low" });
    expect(assessCvss("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N")).toEqual({ score: 0, severity: "none" });
    expect(assessCvss("CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H")).toEqual({ score: 8.1, severity: "high" });
  });

  it("is refused when incomplete, of another version or with unknown values", () => {
    for (const vector of [
      "CVSS:3.1/AV:N/AC:L",
      "CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      "AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      "CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/AV:L",
      "",
    ]) {
      expect(assessCvss(vector), vector).toBeNull();
    }
  });
});
