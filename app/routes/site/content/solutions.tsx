import { useT } from "~/lib/i18n/translation";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/solutions";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { PageHero } from "~/components/site/parts/page-hero";
import { Pagination } from "~/components/site/parts/pagination";
import { SolutionCard, type SolutionCardView } from "~/components/site/content/solution-card";
import { industryLabel, INDUSTRIES } from "~/components/site/content/industries";
import { cn } from "~/lib/cn";
import { cardListPage } from "~/lib/server/pages/page-data.server";
import { notFoundMeta, pageMeta } from "~/lib/seo/seo-meta";
import { listSolutionPage } from "~/services/content/solution.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";

/** One page of the chosen industry's solutions (decision 024: the filter and the page are read from the address). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("industry");
  const industry = INDUSTRIES.find((value) => value === requested) ?? null;
  const { page, pageCount, rows } = await cardListPage(url, (window) => listSolutionPage(context.db, { industry, ...window }));
  const locale = localeOf(params.lang);
  return {
    industry,
    page,
    pageCount,
    solutions: rows.map(inLocale(locale, "solution")) satisfies SolutionCardView[],
  };
}

export const meta: Route.MetaFunction = (args) => (args.data ? pageMeta(args, "meta.solutions") : notFoundMeta(args));

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.page);

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { industry, page, pageCount, solutions } = loaderData;
  const t = useT();
  const filters = [
    { value: null, label: t("solutions.allIndustries") },
    ...INDUSTRIES.map((value) => ({ value, label: industryLabel(t, value) })),
  ];
  return (
    <main>
      <PageHero eyebrow={t("solutions.eyebrow")} title={t("solutions.title")}>
        {t("solutions.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label={t("solutions.filter")}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter.value === industry;
              return (
                <li key={filter.label}>
                  <Link
                    to={filter.value ? `?industry=${filter.value}` : "/solutions"}
                    aria-current={active ? "true" : undefined}
                    className={cn(
                      "inline-block rounded-full border px-4 py-2 text-sm font-medium capitalize transition-colors",
                      active
                        ? "border-[var(--primary)] bg-[var(--primary)] text-[var(--primary-foreground)]"
                        : "border-[var(--border)] hover:bg-[var(--muted)]",
                    )}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="grid gap-8">
          {solutions.length === 0 ? (
            <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
              <h2 className="text-lg font-semibold">{t("solutions.noneFound")}</h2>
              <p className="mt-2 text-[var(--muted-foreground)]">{t("solutions.noneFoundText")}</p>
            </div>
          ) : (
            <section aria-labelledby="solutions-list">
              {/* The cards' h3 titles need an h2 above them (heading order); it names the filter. */}
              <h2 id="solutions-list" className="sr-only">
                {industry ? industryLabel(t, industry) : t("solutions.allIndustries")}
              </h2>
              <div className={GRID}>
                {solutions.map((solution, index) => (
                  <SolutionCard key={solution.id} solution={solution} priority={index === 0} />
                ))}
              </div>
            </section>
          )}
          <Pagination page={page} pageCount={pageCount} />
        </div>
      </div>
    </main>
  );
}
