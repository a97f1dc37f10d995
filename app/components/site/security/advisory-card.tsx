/** An advisory in the /security list (decision 059): its code, title, severity, CVE ids, dates and affected products. */
import type { ReactNode } from "react";
import { Link } from "~/components/site/shell/localized-link";
import { cn } from "~/lib/cn";
import { advisoryPath } from "~/lib/security/security-addresses";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { useLocale, useT } from "~/lib/i18n/translation";
import type { AdvisorySeverity } from "~/lib/domain-values";
import { SeverityBadge } from "./severity-badge";

export type AdvisoryCardView = {
  code: string;
  title: string;
  summary: string;
  severity: AdvisorySeverity;
  cvssScore: number;
  cveIds: string[];
  publishedOn: string;
  updatedOn: string;
  products: { id: string; name: string }[];
};

/** One fact of an advisory in its description list: "Published: March 2, 2026". */
export function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex min-w-0 flex-wrap gap-x-1.5", className)}>
      <dt className="text-[var(--muted-foreground)]">{label}:</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** An advisory's published and updated days, its CVE ids when it has any. */
export function AdvisoryFacts({ publishedOn, updatedOn, cveIds }: { publishedOn: string; updatedOn: string; cveIds: string[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Fact label={t("security.published")}>
        <time dateTime={publishedOn}>{formatNewsDateLong(publishedOn, locale)}</time>
      </Fact>
      <Fact label={t("security.updated")}>
        <time dateTime={updatedOn}>{formatNewsDateLong(updatedOn, locale)}</time>
      </Fact>
      {cveIds.length > 0 && (
        <Fact label={t("security.cve")}>
          <span className="font-mono">{cveIds.join(", ")}</span>
        </Fact>
      )}
    </>
  );
}

export function AdvisoryCard({ advisory }: { advisory: AdvisoryCardView }) {
  const t = useT();
  return (
    <article className="grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm text-[var(--muted-foreground)]">{advisory.code}</span>
        <SeverityBadge severity={advisory.severity} score={advisory.cvssScore} />
      </div>
      <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
        <Link to={advisoryPath(advisory.code)} className="hover:underline">
          {advisory.title}
        </Link>
      </h2>
      <p className="line-clamp-3 text-sm leading-6 text-[var(--muted-foreground)]">{advisory.summary}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <AdvisoryFacts publishedOn={advisory.publishedOn} updatedOn={advisory.updatedOn} cveIds={advisory.cveIds} />
        {advisory.products.length > 0 && (
          <Fact label={t("security.affected")} className="sm:col-span-2">
            {advisory.products.map((product) => product.name).join(", ")}
          </Fact>
        )}
      </dl>
    </article>
  );
}
