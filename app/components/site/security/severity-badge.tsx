/** An advisory's severity and CVSS score (decision 059), coloured by severity, in the page's language. */
import type { AdvisorySeverity } from "~/lib/domain-values";
import { cn } from "~/lib/cn";
import { useLocale, useT } from "~/lib/i18n/translation";

const SEVERITY_COLOURS: Record<AdvisorySeverity, string> = {
  critical: "border-red-700 bg-red-700 text-white dark:border-red-400 dark:bg-red-400 dark:text-red-950",
  high: "border-orange-600 bg-orange-100 text-orange-900 dark:border-orange-400 dark:bg-orange-950 dark:text-orange-200",
  medium: "border-amber-500 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-200",
  low: "border-[var(--border)] bg-[var(--muted)] text-[var(--foreground)]",
  none: "border-[var(--border)] bg-[var(--muted)] text-[var(--muted-foreground)]",
};

export function SeverityBadge({ severity, score }: { severity: AdvisorySeverity; score: number }) {
  const t = useT();
  const locale = useLocale();
  const formatted = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        SEVERITY_COLOURS[severity],
      )}
    >
      {t(`security.severity.${severity}`)}
      <span className="font-normal">{t("security.score", { score: formatted })}</span>
    </span>
  );
}
