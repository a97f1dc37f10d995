/** The severities as the admin area names them (decision 059). */
import type { AdvisorySeverity } from "~/lib/domain-values";

export const SEVERITY_LABELS: Record<AdvisorySeverity, string> = {
  none: "None",
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};
