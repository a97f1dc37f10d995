import { useTranslation } from "react-i18next";
import { Link } from "~/components/site/localized-link";
import type { Route } from "./+types/solutions";
import { PageHero } from "~/components/site/page-hero";
import { SolutionCard } from "~/components/site/solution-card";
import { industryLabel, INDUSTRIES } from "~/components/site/industries";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/seo/seo-meta";
import { listSolutions } from "~/services/solution.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("industry");
  const industry = INDUSTRIES.find((value) => value === requested) ?? null;
  const solutions = await listSolutions(context.db, { industry });
  return { industry, solutions: solutions.map(inLocale(localeOf(params.lang), "solution")) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "solutions");

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { industry, solutions } = loaderData;
  const { t } = useTranslation();
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
                    preventScrollReset
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
        {solutions.length === 0 ? (
          <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
            <h2 className="text-lg font-semibold">{t("solutions.noneFound")}</h2>
            <p className="mt-2 text-[var(--muted-foreground)]">{t("solutions.noneFoundText")}</p>
          </div>
        ) : (
          <div className={GRID}>
            {solutions.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} />
            ))}
          </div>
        )}
      </div>
    </main>
  );
}
