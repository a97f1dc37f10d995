import { useT } from "~/lib/i18n/translation";
import { Star } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import { NewsByline, NewsCardImage, NewsReadMore, type NewsCardView } from "./news-card";

/** The news list's top story: the first featured article, large, above the grid. */
export function NewsFeaturedCard({ article }: { article: NewsCardView }) {
  const t = useT();
  return (
    <article className="grid overflow-hidden rounded-2xl border border-[var(--border)] bg-[var(--card)] shadow-sm lg:grid-cols-2">
      <NewsCardImage
        article={article}
        className="aspect-video h-full w-full lg:aspect-auto lg:min-h-80"
        sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
        eager
      />
      <div className="flex flex-col p-6 sm:p-8 lg:p-10">
        <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-[var(--accent)] uppercase">
          <Star className="size-4 fill-current" aria-hidden /> {t("news.featured")}
        </p>
        <h2 className="mt-3 text-2xl leading-tight font-semibold tracking-tight sm:text-3xl">
          <Link to={`/news/${article.slug}`} className="hover:text-[var(--accent)]">
            {article.title}
          </Link>
        </h2>
        <div className="mt-4">
          <NewsByline article={article} />
        </div>
        <p className="mt-4 leading-7 text-[var(--muted-foreground)]">{article.excerpt}</p>
        <NewsReadMore article={article} className="mt-auto pt-6" />
      </div>
    </article>
  );
}
