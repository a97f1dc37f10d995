/**
 * News articles. An article whose publication date is still ahead is not public: only signed-in
 * staff see it, in the list and by its slug.
 */
import { and, count, desc, eq, lte, type SQL } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { newsArticles } from "~/db/schema";
import { withUniqueFields } from "~/lib/server/database-errors.server";
import { SLUG_PATTERN } from "~/schemas/fields";
import type { NewsArticleInput, NewsArticleUpdate, NewsListQuery } from "~/schemas/news-article";
import { currentUser } from "./auth.server";
import { deleteRowById, foundRow, updateRowById } from "./row-by-id.server";

export type NewsArticle = typeof newsArticles.$inferSelect;

const NOT_FOUND = "News article not found";
const TABLE = "news_articles";

/** Who is reading: the public sees published articles only, signed-in staff all of them. */
export type NewsAudience = { includeUnpublished: boolean };

export async function newsAudience(db: Queryable, request: Request): Promise<NewsAudience> {
  return { includeUnpublished: (await currentUser(db, request)) !== null };
}

const visibleTo = ({ includeUnpublished }: NewsAudience): SQL | undefined =>
  includeUnpublished ? undefined : lte(newsArticles.publishedAt, new Date());

/** Newest first, with the number of matching articles for paging. */
export async function listNewsArticles(
  db: Queryable,
  query: NewsListQuery,
  audience: NewsAudience,
): Promise<{ rows: NewsArticle[]; total: number }> {
  const where = and(visibleTo(audience), query.category ? eq(newsArticles.category, query.category) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.createdAt))
      .limit(query.limit ?? 1000)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(newsArticles).where(where),
  ]);
  return { rows, total: totals!.total };
}

export async function findNewsArticleBySlug(db: Queryable, slug: string, audience: NewsAudience): Promise<NewsArticle> {
  // What is not a slug names no article (and a NUL character would make PostgreSQL fail).
  const rows = SLUG_PATTERN.test(slug)
    ? await db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.slug, slug), visibleTo(audience)))
    : [];
  return foundRow(rows, NOT_FOUND);
}

export async function createNewsArticle(db: Queryable, input: NewsArticleInput): Promise<NewsArticle> {
  const [row] = await withUniqueFields(TABLE, () => db.insert(newsArticles).values(input).returning());
  return row!;
}

export function updateNewsArticle(db: Queryable, id: string | undefined, input: NewsArticleUpdate): Promise<NewsArticle> {
  return withUniqueFields(TABLE, () => updateRowById(db, newsArticles, id, input, NOT_FOUND));
}

export function deleteNewsArticle(db: Queryable, id: string | undefined): Promise<void> {
  return deleteRowById(db, newsArticles, id, NOT_FOUND);
}
