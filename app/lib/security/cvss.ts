/**
 * An advisory's severity (decision 059): the CVSS v3.1 base score of its vector and the
 * qualitative rating of that score, computed by a library made for it, never taken from staff.
 */
import { CVSS } from "@turingpointde/cvss.js";
import type { AdvisorySeverity } from "~/lib/domain-values";

/** Only version 3.1 vectors: a 3.0 or 4.0 vector scores differently. */
const VERSION_PREFIX = "CVSS:3.1/";

export type CvssAssessment = { score: number; severity: AdvisorySeverity };

/** The base score and severity of a CVSS v3.1 vector; null for anything that is not a whole, valid one. */
export function assessCvss(vector: string): CvssAssessment | null {
  if (!vector.startsWith(VERSION_PREFIX)) return null;
  try {
    const cvss = CVSS(vector);
    if (!cvss.isValid) return null;
    return { score: cvss.getScore(), severity: cvss.getRating().toLowerCase() as AdvisorySeverity };
  } catch {
    return null;
  }
}
