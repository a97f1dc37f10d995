/** The published security advisories that affect a product, on its page (decision 059): each with its severity and the versions affected. */
import { ShieldAlert } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { AdvisorySeverity } from "~/lib/domain-values";
import { useT } from "~/lib/i18n/translation";
import { advisoryPath } from "~/lib/security/security-addresses";
import { SeverityBadge } from "./severity-badge";

export type ProductAdvisoryView = { code: string; title: string; severity: AdvisorySeverity; cvssScore: number; affectedVersions: string };

export function ProductAdvisories({ advisories }: { advisories: ProductAdvisoryView[] }) {
  const t = useT();
  if (advisories.length === 0) return null;
  return (
    <section aria-labelledby="product-advisories" className="mt-10 grid gap-4">
      <h2 id="product-advisories" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldAlert className="size-5 text-[var(--accent)]" aria-hidden /> {t("security.productTitle")}
      </h2>
      <ul className="grid gap-3">
        {advisories.map((advisory) => (
          <li key={advisory.code} className="grid gap-1.5 rounded-lg border border-[var(--border)] bg-[var(--card)] p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-sm text-[var(--muted-foreground)]">{advisory.code}</span>
              <SeverityBadge severity={advisory.severity} score={advisory.cvssScore} />
            </div>
            <Link to={advisoryPath(advisory.code)} className="font-medium text-[var(--link)] hover:underline [overflow-wrap:anywhere]">
              {advisory.title}
            </Link>
            <p className="text-sm">
              <span className="text-[var(--muted-foreground)]">{t("security.affectedVersions")}: </span>
              {advisory.affectedVersions}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
