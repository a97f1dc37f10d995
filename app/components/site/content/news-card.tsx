import { useT } from "~/lib/i18n/translation";
import { ArrowRight, UserRound } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { NewsCategory } from "~/lib/domain-values";
import { useLocale } from "~/lib/i18n/translation";
import { NEWS_CATEGORY_DISPLAY } from "./news-categories";
import { NewsCategoryBadge } from "./news-category-badge";
import { formatNewsDate, isoDate } from "~/lib/i18n/display-dates";
import { ResponsiveImage } from "../parts/responsive-image";

export type NewsCardView = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: NewsCategory;
  author: string;
  publishedAt: Date | string;
  heroImageUrl: string | null;
  tags: string[];
  isFeatured: boolean;
};

/** docs/behaviour/public-site.md §9: a news card shows at most 3 tags. */
export const NEWS_CARD_TAGS = 3;

/** The picture of an article, or its category's icon when it has none. */
export function NewsCardImage({
  article,
  className,
  sizes = "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
  eager = false,
}: {
  article: NewsCardView;
  className: string;
  sizes?: string;
  eager?: boolean;
}) {
  if (article.heroImageUrl) {
    return (
      <ResponsiveImage
        src={article.heroImageUrl}
        alt=""
        decorative
        width={1600}
        height={900}
        sizes={sizes}
        priority={eager}
        className={`${className} object-cover`}
      />
    );
  }
  const Icon = NEWS_CATEGORY_DISPLAY[article.category].icon;
  return (
    <div className={`${className} flex items-center justify-center bg-[var(--muted)]`}>
      <Icon className="size-12 text-[var(--muted-foreground)]" aria-hidden />
    </div>
  );
}

/** Category, date and author of an article. */
export function NewsByline({ article }: { article: NewsCardView }) {
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-[var(--muted-foreground)]">
      <NewsCategoryBadge category={article.category} />
      <time dateTime={isoDate(article.publishedAt)} className="tabular-nums">
        {formatNewsDate(article.publishedAt, locale)}
      </time>
      <span className="inline-flex items-center gap-1">
        <UserRound className="size-3.5" aria-hidden />
        {article.author}
      </span>
    </div>
  );
}

export function NewsReadMore({ article, className = "" }: { article: NewsCardView; className?: string }) {
  const t = useT();
  return (
    <Link
      to={`/news/${article.slug}`}
      className={`inline-flex items-center gap-1 text-sm font-medium text-[var(--link)] hover:underline ${className}`}
    >
      {t("news.readMore")}
      <span className="sr-only">: {article.title}</span>
      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
    </Link>
  );
}

export function NewsCard({ article }: { article: NewsCardView }) {
  const t = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm transition-shadow hover:shadow-md">
      <NewsCardImage article={article} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col p-5">
        <NewsByline article={article} />
        <h3 className="mt-3 text-lg leading-snug font-semibold">
          <Link to={`/news/${article.slug}`} className="hover:text-[var(--accent)]">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-[var(--muted-foreground)]">{article.excerpt}</p>
        {article.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t("news.tags")}>
            {article.tags.slice(0, NEWS_CARD_TAGS).map((tag) => (
              <li key={tag} className="rounded-md bg-[var(--muted)] px-2 py-0.5 text-xs text-[var(--muted-foreground)]">
                #{tag}
              </li>
            ))}
          </ul>
        )}
        <NewsReadMore article={article} className="mt-auto pt-5" />
      </div>
    </article>
  );
}
