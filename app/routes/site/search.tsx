import { useLocale, useT } from "~/lib/i18n/translation";
import { data } from "react-router";
import type { Route } from "./+types/search";
import { Link } from "~/components/site/shell/localized-link";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { PageHero } from "~/components/site/parts/page-hero";
import { Pagination } from "~/components/site/parts/pagination";
import { SearchResultCard } from "~/components/site/search/search-result-card";
import SiteSearch from "~/components/site/search/site-search.island";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { localeOf } from "~/lib/i18n/locales";
import { requestedPage } from "~/lib/server/pages/page-data.server";
import { notFoundMeta, pageMeta } from "~/lib/seo/seo-meta";
import { isSearchKind, MAX_SEARCH_LENGTH, RANKED_WINDOW, type SearchGroup, type SearchKind } from "~/lib/catalogue/site-search";
import { searchSite } from "~/services/site-search/site-search.server";

/**
 * The site search's results (docs/decisions/027-site-search.md): every kind of content with its
 * count and best hits, or one kind paged; a GET form, so it works without JavaScript. Result pages
 * are not for search engines (`noindex`) and are not in the sitemap.
 */
const ALL_VIEW_HITS = 4;
const KIND_PAGE_SIZE = 10;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const requestedKind = url.searchParams.get("kind") ?? "";
  const kind = isSearchKind(requestedKind) ? requestedKind : null;
  const page = kind ? requestedPage(url) : 1;
  const groups = await searchSite(context.db, q, {
    locale: localeOf(params.lang),
    limit: kind ? KIND_PAGE_SIZE : ALL_VIEW_HITS,
    offset: (page - 1) * KIND_PAGE_SIZE,
    hitsFor: kind ?? undefined,
  });
  const listed = kind ? Math.min(groups.find((group) => group.kind === kind)!.total, RANKED_WINDOW) : 0;
  const pageCount = Math.max(1, Math.ceil(listed / KIND_PAGE_SIZE));
  if (page > pageCount) throw data(null, { status: 404 });
  return { q, kind, page, pageCount, groups };
}

export const meta: Route.MetaFunction = (args) =>
  args.data ? [...pageMeta(args, "meta.search"), { name: "robots", content: "noindex, follow" }] : notFoundMeta(args);

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.page);

/** A count as shown: "1,000+" when counting stopped there. */
function useCountText() {
  const locale = useLocale();
  const format = new Intl.NumberFormat(locale);
  return ({ total, capped }: { total: number; capped: boolean }) => `${format.format(total)}${capped ? "+" : ""}`;
}

function searchPath(q: string, kind: SearchKind | null) {
  const params = new URLSearchParams({ q });
  if (kind) params.set("kind", kind);
  return `/search?${params}`;
}

function KindTabs({ q, kind, groups }: { q: string; kind: SearchKind | null; groups: SearchGroup[] }) {
  const t = useT();
  const countText = useCountText();
  const all = groups.reduce((sum, group) => ({ total: sum.total + group.total, capped: sum.capped || group.capped }), {
    total: 0,
    capped: false,
  });
  const tabs = [
    { kind: null, label: t("search.all"), count: all },
    ...groups.map((group) => ({ kind: group.kind, label: t(`search.kind.${group.kind}`), count: group })),
  ];
  return (
    <nav aria-label={t("search.kindsLabel")}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.kind ?? "all"}>
            <Link
              to={searchPath(q, tab.kind)}
              aria-current={tab.kind === kind ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
                tab.kind === kind
                  ? "border-[var(--primary)] bg-[var(--primary)] text-[var(--primary-foreground)]"
                  : "border-[var(--border)] bg-[var(--card)] hover:bg-[var(--muted)]",
              )}
            >
              {tab.label} <span className="tabular-nums">{countText(tab.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoResults({ q }: { q: string }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
      <h2 className="text-lg font-semibold">{t("search.noResults", { query: q })}</h2>
      <p className="mx-auto mt-2 max-w-xl text-[var(--muted-foreground)]">{t("search.noResultsText")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/products" className={buttonVariants({ variant: "secondary" })}>
          {t("nav.products")}
        </Link>
        <Link to="/contact" className={buttonVariants()}>
          {t("search.askTeam")}
        </Link>
      </div>
    </div>
  );
}

function AllKinds({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const t = useT();
  const countText = useCountText();
  return groups
    .filter((group) => group.total > 0)
    .map((group) => (
      <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="grid gap-4">
        <h2 id={`results-${group.kind}`} className="flex items-baseline gap-2 text-2xl font-semibold tracking-tight">
          {t(`search.kind.${group.kind}`)}
          <span className="text-base font-normal text-[var(--muted-foreground)] tabular-nums">{countText(group)}</span>
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {group.hits.map((hit) => (
            <SearchResultCard key={hit.id} hit={hit} />
          ))}
        </div>
        {group.total > group.hits.length && (
          <Link to={searchPath(q, group.kind)} className="justify-self-start text-sm font-medium text-[var(--accent)] hover:underline">
            {t("search.seeAll", { kind: t(`search.kind.${group.kind}`) })} ({countText(group)})
          </Link>
        )}
      </section>
    ));
}

function OneKind({ group, page, pageCount }: { group: SearchGroup; page: number; pageCount: number }) {
  const t = useT();
  return (
    <section aria-labelledby="results-kind" className="grid gap-4">
      <h2 id="results-kind" className="text-2xl font-semibold tracking-tight">
        {t(`search.kind.${group.kind}`)}
      </h2>
      <div className="grid gap-4">
        {group.hits.map((hit) => (
          <SearchResultCard key={hit.id} hit={hit} />
        ))}
      </div>
      {group.total > RANKED_WINDOW && page === pageCount && (
        <p className="text-sm text-[var(--muted-foreground)]">{t("search.windowNote", { number: RANKED_WINDOW })}</p>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, page, pageCount, groups } = loaderData;
  const t = useT();
  const countText = useCountText();
  const total = groups.reduce((sum, group) => ({ total: sum.total + group.total, capped: sum.capped || group.capped }), {
    total: 0,
    capped: false,
  });
  const chosen = kind ? groups.find((group) => group.kind === kind)! : null;
  return (
    <main>
      <PageHero eyebrow={t("search.eyebrow")} title={t("search.title")}>
        {t("search.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        {/* Keyed by the text searched, so the back button shows the text of the page it returns to. */}
        <SiteSearch defaultValue={q} />
        {q === "" ? (
          <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
            <h2 className="text-lg font-semibold">{t("search.noQuery")}</h2>
            <p className="mx-auto mt-2 max-w-xl text-[var(--muted-foreground)]">{t("search.noQueryText")}</p>
          </div>
        ) : (
          <div className="grid gap-8">
            <p className="text-sm text-[var(--muted-foreground)]" aria-live="polite">
              {t("search.resultsFor", { query: q, number: countText(total) })}
            </p>
            {total.total === 0 ? (
              <NoResults q={q} />
            ) : (
              <>
                <KindTabs q={q} kind={kind} groups={groups} />
                {chosen ? <OneKind group={chosen} page={page} pageCount={pageCount} /> : <AllKinds q={q} groups={groups} />}
              </>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
