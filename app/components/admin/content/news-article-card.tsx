/**
 * One article on the admin News Articles grid (docs/behaviour/admin-area.md §2): hero image, title, a star when
 * featured, category, excerpt, author, published date (Draft, or Scheduled while it is still ahead),
 * tags, and the Edit and Delete buttons.
 */
import { CalendarDays, Pencil, Star, Trash2, UserRound } from "lucide-react";
import { NewsCardImage } from "~/components/site/content/news-card";
import { NewsCategoryBadge } from "~/components/site/content/news-category-badge";
import { formatNewsDate, isoDate } from "~/lib/i18n/display-dates";
import { Button } from "~/components/ui/button";
import type { NewsArticleRow } from "~/schemas/content/news-article";
import { PublicationBadge } from "../lists/publication-badge";

export function NewsArticleCard({
  article,
  onEdit,
  onDelete,
}: {
  article: NewsArticleRow;
  onEdit(article: NewsArticleRow): void;
  onDelete(article: NewsArticleRow): void;
}) {
  // A published article dated ahead is not public until its date either (decision 015).
  const datedAhead = article.status === "published" && new Date(article.publishedAt).getTime() > Date.now();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm">
      <NewsCardImage article={article} className="aspect-video w-full border-b border-[var(--border)]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <NewsCategoryBadge category={article.category} />
          {datedAhead ? (
            <PublicationBadge status="scheduled" publishAt={article.publishedAt} />
          ) : (
            <PublicationBadge status={article.status} publishAt={article.publishAt} />
          )}
        </div>
        <h2 className="flex items-start gap-2 text-lg leading-snug font-semibold">
          <span className="min-w-0 [overflow-wrap:anywhere]">{article.title}</span>
          {article.isFeatured && (
            <span className="mt-0.5 shrink-0" title="Featured">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
              <span className="sr-only">Featured</span>
            </span>
          )}
        </h2>
        <p className="line-clamp-3 text-sm leading-6 text-[var(--muted-foreground)]">{article.excerpt}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-[var(--muted-foreground)]">
          <span className="inline-flex items-center gap-1.5">
            <UserRound className="size-3.5" aria-hidden />
            {article.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5" aria-hidden />
            <time dateTime={isoDate(article.publishedAt)} className="tabular-nums">
              {formatNewsDate(article.publishedAt, "en")}
            </time>
          </span>
        </div>
        {article.tags.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-[var(--muted)] px-2 py-0.5 text-xs text-[var(--muted-foreground)]">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="secondary" size="sm" className="flex-1" aria-label={`Edit ${article.title}`} onClick={() => onEdit(article)}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="flex-1 text-red-700 hover:text-red-800 dark:text-red-400 dark:hover:text-red-300"
            aria-label={`Delete ${article.title}`}
            onClick={() => onDelete(article)}
          >
            <Trash2 aria-hidden /> Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
