/**
 * An advisory's CVSS v3.1 vector as CSAF's `cvss_v3` object (decision 079): the base metrics
 * written out, the base score and severity computed from them (lib/security/cvss.ts). Temporal and
 * environmental metrics, which a vector may carry, are left out: the score is the base score.
 */
import { assessCvss } from "../cvss";

const METRICS = {
  AV: { property: "attackVector", values: { N: "NETWORK", A: "ADJACENT_NETWORK", L: "LOCAL", P: "PHYSICAL" } },
  AC: { property: "attackComplexity", values: { L: "LOW", H: "HIGH" } },
  PR: { property: "privilegesRequired", values: { N: "NONE", L: "LOW", H: "HIGH" } },
  UI: { property: "userInteraction", values: { N: "NONE", R: "REQUIRED" } },
  S: { property: "scope", values: { U: "UNCHANGED", C: "CHANGED" } },
  C: { property: "confidentialityImpact", values: { N: "NONE", L: "LOW", H: "HIGH" } },
  I: { property: "integrityImpact", values: { N: "NONE", L: "LOW", H: "HIGH" } },
  A: { property: "availabilityImpact", values: { N: "NONE", L: "LOW", H: "HIGH" } },
} as const;

export type CsafCvssV3 = { version: "3.1"; vectorString: string; baseScore: number; baseSeverity: string } & Record<
  string,
  string | number
>;

/** The `cvss_v3` of a whole 3.1 vector; null for a vector that does not parse. */
export function csafCvssV3(vector: string): CsafCvssV3 | null {
  const values = new Map(
    vector
      .split("/")
      .slice(1)
      .map((part) => part.split(":") as [string, string]),
  );
  const base = Object.keys(METRICS).map((metric) => `${metric}:${values.get(metric)}`);
  const vectorString = `CVSS:3.1/${base.join("/")}`;
  const assessed = assessCvss(vectorString);
  if (!vector.startsWith("CVSS:3.1/") || assessed === null) return null;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, { property, values: names }]) => [property, names[values.get(metric) as keyof typeof names]]),
  );
  return { version: "3.1", vectorString, baseScore: assessed.score, baseSeverity: assessed.severity.toUpperCase(), ...metrics };
}
