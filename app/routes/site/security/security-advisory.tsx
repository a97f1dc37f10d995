/**
 * One security advisory (/security/{code}, decision 059): its severity and CVSS vector, CVE ids,
 * CWE, dates, summary, the published products and version ranges it affects, those stated not
 * affected with why (VEX, decision 079), the download-center versions that fix it, the
 * workaround, its revision history and a link to its CSAF document.
 */
import { ArrowLeft, FileJson } from "lucide-react";
import type { Route } from "./+types/security-advisory";
import { AdvisoryFacts, Fact } from "~/components/site/security/advisory-card";
import { SeverityBadge } from "~/components/site/security/severity-badge";
import { Link } from "~/components/site/shell/localized-link";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { Badge } from "~/components/ui/badge";
import { downloadPath, versionAnchor } from "~/lib/catalogue/download-addresses";
import { inLocale, localizedContent } from "~/lib/content-translations";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { localeOf } from "~/lib/i18n/locales";
import { useLocale, useT } from "~/lib/i18n/translation";
import { csafDocumentAddress } from "~/lib/security/csaf/csaf-addresses";
import { SECURITY_PATH } from "~/lib/security/security-addresses";
import { itemForPage } from "~/lib/server/pages/page-data.server";
import { detailBreadcrumb, notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { findPublishedAdvisory } from "~/services/content/security/security-center.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const advisory = await itemForPage(request, findPublishedAdvisory(context.db, params.code));
  return {
    advisory: {
      ...localizedContent(advisory, locale, "securityAdvisory"),
      products: advisory.products.map(inLocale(locale, "product")),
      notAffected: advisory.notAffected.map(inLocale(locale, "product")),
      fixes: advisory.fixes.map(({ resourceTranslations, advisoryId: _advisory, ...fix }) => ({
        ...fix,
        resourceTitle: localizedContent({ title: fix.resourceTitle, translations: resourceTranslations }, locale, "resource").title,
      })),
      revisions: advisory.revisions.map(inLocale(locale, "advisoryRevision")),
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return notFoundMeta(args, (t) => ({ title: t(NOT_FOUND.advisory.title), text: t(NOT_FOUND.advisory.text) }));
  const { advisory } = args.data;
  return seoMeta(args, (page) => ({
    title: `${advisory.code}: ${advisory.title} | ${page.t("security.title")}`,
    description: advisory.summary,
    structuredData: [detailBreadcrumb(page, { name: page.t("security.title"), path: SECURITY_PATH }, advisory.code)],
  }));
};

const SECTION = "grid gap-3 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm";
const HEADING = "text-lg font-semibold";

export default function SecurityAdvisoryPage({ loaderData }: Route.ComponentProps) {
  const { advisory } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <main className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <Link to={SECURITY_PATH} className="inline-flex items-center gap-2 text-sm font-medium text-[var(--link)] hover:underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("security.back")}
      </Link>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-mono text-sm text-[var(--muted-foreground)]">{advisory.code}</span>
          <SeverityBadge severity={advisory.severity} score={advisory.cvssScore} />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight [overflow-wrap:anywhere]">{advisory.title}</h1>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <AdvisoryFacts publishedOn={advisory.publishedOn} updatedOn={advisory.updatedOn} cveIds={advisory.cveIds} />
          <Fact label={t("security.vector")} className="sm:col-span-2">
            <span dir="ltr" className="font-mono text-xs leading-5 break-all">
              {advisory.cvssVector}
            </span>
          </Fact>
          {advisory.cweId && (
            <Fact label={t("security.weakness")}>
              <span dir="ltr">
                {advisory.cweId}
                {/* The catalogue's names are English only. */}
                {advisory.cweName && <span lang="en">{`: ${advisory.cweName}`}</span>}
              </span>
            </Fact>
          )}
        </dl>
        {advisory.csafPath && (
          <a
            href={csafDocumentAddress(advisory.csafPath)}
            type="application/json"
            className="inline-flex w-fit items-center gap-2 text-sm font-medium text-[var(--link)] hover:underline"
          >
            <FileJson className="size-4" aria-hidden /> {t("security.csaf")}
          </a>
        )}
      </header>
      <section aria-labelledby="summary" className={SECTION}>
        <h2 id="summary" className={HEADING}>
          {t("security.summary")}
        </h2>
        <p className="leading-7 whitespace-pre-line [overflow-wrap:anywhere]">{advisory.summary}</p>
      </section>
      <section aria-labelledby="affected" className={SECTION}>
        <h2 id="affected" className={HEADING}>
          {t("security.affected")}
        </h2>
        <ul className="grid gap-2">
          {advisory.products.map((product) => (
            <li
              key={product.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-[var(--border)] pb-2 last:border-0"
            >
              <Link to={`/products/${product.slug}`} className="font-medium text-[var(--link)] hover:underline">
                {product.name} <span className="text-[var(--muted-foreground)]">({product.productCode})</span>
              </Link>
              <span className="text-sm">
                <span className="text-[var(--muted-foreground)]">{t("security.affectedVersions")}: </span>
                {product.affectedVersions}
              </span>
            </li>
          ))}
        </ul>
        <h3 className="mt-2 font-semibold">{t("security.fixedIn")}</h3>
        {advisory.fixes.length === 0 ? (
          <p className="text-sm text-[var(--muted-foreground)]">{t("security.noFix")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {advisory.fixes.map((fix) => (
              <li key={fix.id}>
                <Link
                  to={`${downloadPath(fix.resourceId)}#${versionAnchor(fix.id)}`}
                  className="inline-flex flex-wrap items-center gap-2 rounded-lg border border-[var(--border)] px-3 py-1.5 text-sm hover:bg-[var(--muted)]"
                >
                  {fix.resourceTitle} {fix.version ?? formatNewsDateLong(fix.releasedOn, locale)}
                  {fix.releaseTrack && <Badge className="text-[var(--accent)]">{t(`download.track.${fix.releaseTrack}`)}</Badge>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {advisory.notAffected.length > 0 && (
        <section aria-labelledby="not-affected" className={SECTION}>
          <h2 id="not-affected" className={HEADING}>
            {t("security.notAffected")}
          </h2>
          <ul className="grid gap-3">
            {advisory.notAffected.map((product) => (
              <li key={product.id} className="grid gap-1 border-b border-[var(--border)] pb-3 last:border-0 last:pb-0">
                <Link to={`/products/${product.slug}`} className="font-medium text-[var(--link)] hover:underline">
                  {product.name} <span className="text-[var(--muted-foreground)]">({product.productCode})</span>
                </Link>
                <span className="text-sm font-medium">{t(`security.justification.${product.justification}`)}</span>
                <p className="text-sm leading-6 whitespace-pre-line [overflow-wrap:anywhere]">{product.impactStatement}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="workaround" className={SECTION}>
        <h2 id="workaround" className={HEADING}>
          {t("security.workaround")}
        </h2>
        <p className="leading-7 whitespace-pre-line [overflow-wrap:anywhere]">{advisory.workaround ?? t("security.noWorkaround")}</p>
      </section>
      {advisory.revisions.length > 0 && (
        <section aria-labelledby="revisions" className={SECTION}>
          <h2 id="revisions" className={HEADING}>
            {t("security.revisions")}
          </h2>
          <ol className="grid gap-2 text-sm">
            {advisory.revisions.map((revision) => (
              <li key={revision.id} className="grid gap-x-4 sm:grid-cols-[12rem_1fr]">
                <time dateTime={revision.revisedOn} className="text-[var(--muted-foreground)]">
                  {formatNewsDateLong(revision.revisedOn, locale)}
                </time>
                <span className="[overflow-wrap:anywhere]">{revision.note}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.advisory);
