import { describe, expect, it } from "vitest";
import { auditVerdict } from "./verdict.mjs";

const report = (vulnerabilities: Record<string, { severity: string }>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe("auditVerdict", () => {
  it("fails on high and critical advisories only, naming them", () => {
    const verdict = auditVerdict(
      report(
        { tar: { severity: "high" }, cookie: { severity: "low" }, sharp: { severity: "critical" } },
        { info: 0, low: 1, moderate: 0, high: 1, critical: 1, total: 3 },
      ),
    );
    expect(verdict).toEqual({
      kind: "checked",
      failing: ["tar (high)", "sharp (critical)"],
      counts: { info: 0, low: 1, moderate: 0, high: 1, critical: 1, total: 3 },
    });
  });

  it("passes a report with nothing high or critical", () => {
    expect(auditVerdict(report({ cookie: { severity: "moderate" } }, { moderate: 1, total: 1 }))).toMatchObject({
      kind: "checked",
      failing: [],
    });
  });

  it("tells a registry that cannot answer audits from a clean report", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({ kind: "unreachable", reason: expect.stringContaining("405 Method Not Allowed") });
  });
});
