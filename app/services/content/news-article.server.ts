/**
 * News articles. An article that is not published (a draft, a scheduled one, or one whose
 * publication date is still ahead) is not public: only signed-in staff see it, in the list and by
 * its slug (decisions 015 and 031).
 */
import { and, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { newsArticles } from "~/db/schema";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { notFound } from "~/lib/server/http-errors.server";
import { SLUG_PATTERN } from "~/schemas/fields";
import type { NewsCategory } from "~/lib/domain-values";
import type { NewsArticleInput, NewsArticleUpdate, NewsListQuery } from "~/schemas/content/news-article";
import { publicationColumns } from "~/schemas/content/publication";
import { visibleTo as visibleToAudience, type Audience } from "../records/audience.server";
import type { ListWindow } from "~/lib/server/pages/page-data.server";
import { countedPage, type CountedPage } from "../records/counted-page.server";
import { deleteRowById, foundRow, updateRowById } from "../records/row-by-id.server";
import { throwIfMoved, withClaimedSlug, withSlugHistory } from "./publishing/slug-history.server";

export type NewsArticle = typeof newsArticles.$inferSelect;

const NOT_FOUND = "News article not found";
const TABLE = "news_articles";

const visibleTo = (audience: Audience): SQL | undefined => visibleToAudience(newsArticles, audience);

/** Newest first; the id makes the order total, so pages never overlap. */
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.createdAt), desc(newsArticles.id)];

const inCategory = (category: NewsCategory | undefined): SQL | undefined => (category ? eq(newsArticles.category, category) : undefined);

/** Newest first, with the number of matching articles for paging. */
export async function listNewsArticles(db: Queryable, query: NewsListQuery, audience: Audience): Promise<CountedPage<NewsArticle>> {
  const where = and(visibleTo(audience), inCategory(query.category));
  return countedPage(
    db,
    newsArticles,
    where,
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit ?? 1000)
      .offset(query.offset ?? 0),
  );
}

/** What a news card shows, with the translations of its texts; not the article's body. */
const cardColumns = {
  id: newsArticles.id,
  slug: newsArticles.slug,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  category: newsArticles.category,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
  heroImageUrl: newsArticles.heroImageUrl,
  tags: newsArticles.tags,
  isFeatured: newsArticles.isFeatured,
  translations: newsArticles.translations,
};

export type NewsCardRow = Pick<NewsArticle, keyof typeof cardColumns>;

/** The news page's view: the top story (or none) and a window of the grid with its total. */
export type NewsListPage = CountedPage<NewsCardRow> & { featured: NewsCardRow | null };

/**
 * The news page (docs/behaviour/public-site.md §2): the top story is the newest visible featured article. It is
 * never part of the grid, whatever the category; it is shown above the first window only, and
 * only when it is of the chosen category. The grid is the category's other articles, newest first.
 */
export async function listNewsPage(
  db: Queryable,
  { category, limit, offset }: ListWindow & { category?: NewsCategory },
  audience: Audience,
): Promise<NewsListPage> {
  const cards = () => db.select(cardColumns).from(newsArticles);
  const [featured] = await cards()
    .where(and(visibleTo(audience), eq(newsArticles.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(1);
  const where = and(visibleTo(audience), inCategory(category), featured ? ne(newsArticles.id, featured.id) : undefined);
  const grid = await countedPage(
    db,
    newsArticles,
    where,
    cards()
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
  );
  const showFeatured = featured !== undefined && offset === 0 && (!category || featured.category === category);
  return { ...grid, featured: showFeatured ? featured : null };
}

/**
 * The article with `slug`; a former slug of an article the reader may see answers 301 to its
 * current slug (decision 028), so a scheduled article's new slug is not given away.
 */
export async function findNewsArticleBySlug(db: Queryable, slug: string, audience: Audience): Promise<NewsArticle> {
  // What is not a slug names no article (and a NUL character would make PostgreSQL fail).
  if (!SLUG_PATTERN.test(slug)) throw notFound(NOT_FOUND);
  const rows = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), visibleTo(audience)));
  if (rows.length === 0) await throwIfMoved(db, "news_article", slug, visibleTo(audience));
  return foundRow(rows, NOT_FOUND);
}

/** The columns a write stores: a scheduled article is dated when it goes live. */
function articleColumns<T extends NewsArticleUpdate>(input: T) {
  const columns = publicationColumns(input);
  return columns.status === "scheduled" && columns.publishAt ? { ...columns, publishedAt: columns.publishAt } : columns;
}

export function createNewsArticle(db: Queryable, input: NewsArticleInput): Promise<NewsArticle> {
  return withUniqueFields(TABLE, () =>
    withClaimedSlug(db, "news_article", async (tx) =>
      foundRow(await tx.insert(newsArticles).values(articleColumns(input)).returning(), NOT_FOUND),
    ),
  );
}

export function updateNewsArticle(db: Queryable, id: string | undefined, input: NewsArticleUpdate): Promise<NewsArticle> {
  return withUniqueFields(TABLE, () =>
    withSlugHistory(db, "news_article", id, (tx) => updateRowById(tx, newsArticles, id, articleColumns(input), NOT_FOUND)),
  );
}

export function deleteNewsArticle(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, newsArticles, id, NOT_FOUND);
}
