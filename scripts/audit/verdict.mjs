// @ts-check
/**
 * What `npm audit --json` said, as a verdict: the high and critical advisories (which fail the
 * check), the counts of the rest, or that the advisory database could not be asked (npm answers
 * with the registry's error instead of a report, e.g. a 405 from a mirror without the audit API).
 */

/** @typedef {{ kind: "checked", failing: string[], counts: Record<string, number> } | { kind: "unreachable", reason: string }} AuditVerdict */

const FAILING_SEVERITIES = new Set(["high", "critical"]);

/**
 * @param {string} json the standard output of `npm audit --json`
 * @returns {AuditVerdict}
 */
export function auditVerdict(json) {
  const report = JSON.parse(json);
  if (!report.metadata?.vulnerabilities) {
    const reason = report.message ?? report.error?.summary ?? "npm audit gave no report";
    return { kind: "unreachable", reason: String(reason) };
  }
  /** @type {[string, { severity: string }][]} */
  const advisories = Object.entries(report.vulnerabilities ?? {});
  const failing = advisories
    .filter(([, advisory]) => FAILING_SEVERITIES.has(advisory.severity))
    .map(([name, advisory]) => `${name} (${advisory.severity})`);
  return { kind: "checked", failing, counts: report.metadata.vulnerabilities };
}
