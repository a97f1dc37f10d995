import { useT } from "~/lib/i18n/translation";
import { Handshake } from "lucide-react";
import type { Route } from "./+types/where-to-buy";
import { CtaBand } from "~/components/site/parts/cta-band";
import { DistributorCard, type DistributorCardView } from "~/components/site/content/distributor-card";
import DistributorFilters from "~/components/site/content/distributor-filters.island";
import type { DistributorFilterValues } from "~/components/site/content/distributor-filters";
import { Link } from "~/components/site/shell/localized-link";
import { PageHero } from "~/components/site/parts/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { countryName, countryOptions, isCountryCode } from "~/lib/countries";
import { DISTRIBUTOR_REGIONS, type DistributorRegion } from "~/lib/domain-values";
import { localeOf } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/seo/seo-meta";
import { listDistributorCountries, listDistributors } from "~/services/content/distributor.server";

/**
 * Where to buy: the published distributors by region, higher partner tiers first, filtered by
 * country, region and a search text in the URL (a GET form), and the way to the distributor
 * application of the contact form (docs/decisions/025-where-to-buy.md).
 */
const BECOME_DISTRIBUTOR_PATH = "/contact?type=distributor";
const MAX_SEARCH_LENGTH = 200;

const isRegion = (value: string): value is DistributorRegion => (DISTRIBUTOR_REGIONS as readonly string[]).includes(value);

/** The filters, read leniently from the URL: a value that names nothing means "not set". */
function readFilters(url: URL): DistributorFilterValues & { region: DistributorRegion | "" } {
  const text = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const country = text("country").toUpperCase();
  const region = text("region");
  return { country: isCountryCode(country) ? country : "", region: isRegion(region) ? region : "", q: text("q") };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const filters = readFilters(new URL(request.url));
  const [countries, matching] = await Promise.all([
    listDistributorCountries(context.db),
    listDistributors(context.db, {
      country: filters.country || undefined,
      region: filters.region || undefined,
      q: filters.q || null,
      searchLocales: [locale],
    }),
  ]);
  // A country chosen by its address stays chosen in the filter even where no distributor is yet.
  const choices = filters.country && !countries.includes(filters.country) ? [...countries, filters.country] : countries;
  const cards = matching.rows.map((row): DistributorCardView & { region: DistributorRegion } => ({
    id: row.id,
    companyName: row.companyName,
    countryName: countryName(row.country, locale),
    region: row.region,
    tier: row.tier,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city,
    notes: row.notes,
  }));
  return {
    filters,
    countries: countryOptions(choices, locale),
    total: matching.total,
    regions: DISTRIBUTOR_REGIONS.map((region) => ({ region, distributors: cards.filter((card) => card.region === region) })).filter(
      (group) => group.distributors.length > 0,
    ),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.whereToBuy");

function NoDistributors({ filtered }: { filtered: boolean }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
      <h2 className="text-lg font-semibold">{t("whereToBuy.noneFound")}</h2>
      <p className="mx-auto mt-2 max-w-xl text-[var(--muted-foreground)]">{t("whereToBuy.noneFoundText")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={BECOME_DISTRIBUTOR_PATH} className={buttonVariants()}>
          <Handshake aria-hidden /> {t("whereToBuy.apply")}
        </Link>
        {filtered && (
          <Link to="/where-to-buy" className={buttonVariants({ variant: "secondary" })}>
            {t("catalogue.clearFilters")}
          </Link>
        )}
      </div>
    </div>
  );
}

export default function WhereToBuy({ loaderData }: Route.ComponentProps) {
  const { filters, countries, total, regions } = loaderData;
  const t = useT();
  return (
    <main>
      <PageHero eyebrow={t("whereToBuy.eyebrow")} title={t("whereToBuy.title")}>
        {t("whereToBuy.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <DistributorFilters values={filters} countries={countries} />
        {/* Dimmed while a new search or filter loads; the page itself stays (and keeps focus). */}
        <div className="grid gap-10">
          <p className="text-sm text-[var(--muted-foreground)]" aria-live="polite">
            {t("whereToBuy.found", { number: total })}
          </p>
          {regions.length === 0 ? (
            <NoDistributors filtered={Object.values(filters).some((value) => value !== "")} />
          ) : (
            regions.map(({ region, distributors }) => (
              <section key={region} aria-labelledby={`region-${region}`}>
                <h2 id={`region-${region}`} className="text-2xl font-semibold tracking-tight">
                  {t(`distributor.region.${region}`)}
                </h2>
                <div className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {distributors.map((distributor) => (
                    <DistributorCard key={distributor.id} distributor={distributor} />
                  ))}
                </div>
              </section>
            ))
          )}
        </div>
      </div>
      <CtaBand title={t("whereToBuy.becomeTitle")} text={t("whereToBuy.becomeText")}>
        <Link to={BECOME_DISTRIBUTOR_PATH} className={buttonVariants({ size: "lg", variant: "accent" })}>
          <Handshake aria-hidden /> {t("whereToBuy.apply")}
        </Link>
      </CtaBand>
    </main>
  );
}
