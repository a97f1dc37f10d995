import { useT } from "~/lib/i18n/translation";
import type { Route } from "./+types/news";
import { NEWS_CATEGORY_DISPLAY } from "~/components/site/content/news-categories";
import { NewsCard, type NewsCardView } from "~/components/site/content/news-card";
import { NewsFeaturedCard } from "~/components/site/content/news-featured-card";
import { FilterTabs } from "~/components/site/content/news-filter-tabs";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { PageHero } from "~/components/site/parts/page-hero";
import { Pagination } from "~/components/site/parts/pagination";
import { NEWS_CATEGORIES, type NewsCategory } from "~/lib/domain-values";
import { cardListPage } from "~/lib/server/pages/page-data.server";
import { notFoundMeta, pageMeta } from "~/lib/seo/seo-meta";
import { listNewsPage } from "~/services/content/news-article.server";
import { audienceOf } from "~/services/records/audience.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";

const CATEGORY_PARAM = "category";

const isCategory = (value: string | null): value is NewsCategory => (NEWS_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The top story and one page of the chosen category's other articles, newest first (decision
 * 024: the category tab and the page are read here, from the address); cards only, no bodies.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get(CATEGORY_PARAM);
  const category = isCategory(requested) ? requested : null;
  const audience = await audienceOf(context.db, request);
  const { page, pageCount, featured, rows } = await cardListPage(url, (window) =>
    listNewsPage(context.db, { category: category ?? undefined, ...window }, audience),
  );
  const localized = inLocale(localeOf(params.lang), "newsArticle");
  return {
    category,
    page,
    pageCount,
    featured: featured && (localized(featured) satisfies NewsCardView),
    articles: rows.map(localized) satisfies NewsCardView[],
  };
}

export const meta: Route.MetaFunction = (args) => (args.data ? pageMeta(args, "meta.news") : notFoundMeta(args));

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.page);

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

function NewsList({
  featured,
  articles,
  category,
}: {
  featured: NewsCardView | null;
  articles: NewsCardView[];
  category: NewsCategory | null;
}) {
  const t = useT();
  if (!featured && articles.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
        <h2 className="text-lg font-semibold">{t("news.noneFound")}</h2>
        <p className="mt-2 text-[var(--muted-foreground)]">
          {category ? t("news.noneInCategory", { category: t(NEWS_CATEGORY_DISPLAY[category].tabLabel) }) : t("news.noneYet")}
        </p>
      </div>
    );
  }
  return (
    <>
      {featured && <NewsFeaturedCard article={featured} />}
      {articles.length > 0 && (
        <section aria-labelledby="news-latest">
          <h2 id="news-latest" className="sr-only">
            {t("news.latest")}
          </h2>
          <div className={GRID}>
            {articles.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { category, page, pageCount, featured, articles } = loaderData;
  const t = useT();
  const tabs = [
    { value: null, label: t("news.tab.all") },
    ...NEWS_CATEGORIES.map((value) => ({ value, label: t(NEWS_CATEGORY_DISPLAY[value].tabLabel) })),
  ];
  return (
    <main>
      <PageHero eyebrow={t("news.eyebrow")} title={t("news.title")}>
        {t("news.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FilterTabs label={t("news.categories")} param={CATEGORY_PARAM} tabs={tabs} active={category} />
        <div className="grid gap-8">
          <NewsList featured={featured} articles={articles} category={category} />
          <Pagination page={page} pageCount={pageCount} />
        </div>
      </div>
    </main>
  );
}
