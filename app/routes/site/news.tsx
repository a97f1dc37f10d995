import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/news";
import { NEWS_CATEGORY_DISPLAY } from "~/components/site/news-categories";
import { NewsCard, type NewsCardView } from "~/components/site/news-card";
import { NewsFeaturedCard } from "~/components/site/news-featured-card";
import { FilterTabs, reloadUnlessOnlyTabChanged } from "~/components/site/news-filter-tabs";
import { PageHero } from "~/components/site/page-hero";
import { NEWS_CATEGORIES, type NewsCategory } from "~/lib/domain-values";
import { pageMeta } from "~/lib/seo/seo-meta";
import { listNewsArticles, newsAudience } from "~/services/news-article.server";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";

const CATEGORY_PARAM = "category";

/** Every visible article, newest first; only what a card needs is sent, not the article bodies. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const audience = await newsAudience(context.db, request);
  const articles = await listNewsArticles(context.db, {}, audience).then(({ rows }) =>
    rows.map(inLocale(localeOf(params.lang), "newsArticle")).map((row): NewsCardView => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      category: row.category,
      author: row.author,
      publishedAt: row.publishedAt,
      heroImageUrl: row.heroImageUrl,
      tags: row.tags,
      isFeatured: row.isFeatured,
    })),
  );
  return { articles };
}

/** The category tabs filter the loaded list in the browser (public-site.md §4): a tab change reloads nothing. */
export const shouldRevalidate = reloadUnlessOnlyTabChanged(CATEGORY_PARAM);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "news");

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

const isCategory = (value: string | null): value is NewsCategory => (NEWS_CATEGORIES as readonly (string | null)[]).includes(value);

function NewsList({ articles, category }: { articles: NewsCardView[]; category: NewsCategory | null }) {
  const { t } = useTranslation();
  const matching = category ? articles.filter((article) => article.category === category) : articles;
  const featured = articles.find((article) => article.isFeatured);
  const showFeatured = featured && matching.includes(featured);
  const grid = matching.filter((article) => article !== featured);
  if (matching.length === 0) {
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
      {showFeatured && <NewsFeaturedCard article={featured} />}
      {grid.length > 0 && (
        <section aria-labelledby="news-latest">
          <h2 id="news-latest" className="sr-only">
            {t("news.latest")}
          </h2>
          <div className={GRID}>
            {grid.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

export default function News({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(CATEGORY_PARAM);
  const category = isCategory(requested) ? requested : null;
  const { t } = useTranslation();
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
        <NewsList articles={loaderData.articles} category={category} />
      </div>
    </main>
  );
}
