import { useT } from "~/lib/i18n/translation";
import { ArrowLeft, CalendarDays, UserRound } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/news-article";
import { CtaBand } from "~/components/site/parts/cta-band";
import { NEWS_CATEGORY_DISPLAY } from "~/components/site/content/news-categories";
import { NewsCategoryBadge } from "~/components/site/content/news-category-badge";
import { formatNewsDateLong, isoDate } from "~/lib/i18n/display-dates";
import { NewsGallery } from "~/components/site/content/news-gallery";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { buttonVariants } from "~/components/ui/button";
import { useLocale } from "~/lib/i18n/translation";
import { itemForPage } from "~/lib/server/pages/page-data.server";
import { findNewsArticleBySlug } from "~/services/content/news-article.server";
import { audienceOf, unpublishedState } from "~/services/records/audience.server";
import { UnpublishedBanner } from "~/components/site/shell/unpublished-banner";
import { localizedContent } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { absoluteUrl } from "~/lib/seo/page-urls";
import { detailBreadcrumb, metaDescription, notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { articleDates, newsArticleJsonLd } from "~/lib/seo/structured-data";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";
import { SURROGATE_KEYS } from "~/lib/server/pages/page-keys.server";
import { ImageCaption } from "~/components/site/parts/image-caption";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const audience = await audienceOf(context.db, request);
  const article = await itemForPage(request, findNewsArticleBySlug(context.db, params.slug, audience));
  const locale = localeOf(params.lang);
  context.pageKeys.showsOnly(SURROGATE_KEYS.newsArticle(article.id));
  return {
    article: localizedContent(article, locale, "newsArticle"),
    unpublished: unpublishedState(article),
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) {
    return notFoundMeta(args, (t) => ({ title: `${t(NOT_FOUND.article.title)} | ${t("nav.news")}`, text: t(NOT_FOUND.article.text) }));
  }
  const { article } = args.data;
  const dates = articleDates(article);
  return seoMeta(args, (page) => ({
    title: `${article.title} | ${page.t("nav.news")}`,
    description: article.excerpt || article.content,
    image: article.heroImageUrl ?? article.imageGallery[0],
    type: "article",
    properties: { "article:published_time": dates.published, "article:modified_time": dates.modified },
    structuredData: [
      newsArticleJsonLd(page.origin, page.company, {
        url: page.url,
        locale: page.locale,
        headline: article.title,
        description: article.excerpt || metaDescription(article.content),
        author: article.author,
        section: page.t(NEWS_CATEGORY_DISPLAY[article.category].label),
        tags: article.tags,
        publishedAt: article.publishedAt,
        updatedAt: article.updatedAt,
        images: [article.heroImageUrl, ...article.imageGallery]
          .filter((image): image is string => !!image)
          .map((image) => absoluteUrl(page.origin, image)),
      }),
      detailBreadcrumb(page, { name: page.t("nav.news"), path: "/news" }, article.title),
    ],
  }));
};

const backLink = "inline-flex items-center gap-2 text-sm font-medium text-[var(--link)] hover:underline";

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, unpublished } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <main>
      <UnpublishedBanner state={unpublished} editPath="/admin/news" />
      <article className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <Link to="/news" className={backLink}>
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("article.back")}
        </Link>
        <header className="mt-8">
          <NewsCategoryBadge category={article.category} />
          <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          {article.excerpt && <p className="mt-4 text-lg leading-8 text-[var(--muted-foreground)]">{article.excerpt}</p>}
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-y border-[var(--border)] py-4 text-sm text-[var(--muted-foreground)]">
            <span className="inline-flex items-center gap-2">
              <UserRound className="size-4" aria-hidden />
              {article.author}
            </span>
            <span className="inline-flex items-center gap-2">
              <CalendarDays className="size-4" aria-hidden />
              <time dateTime={isoDate(article.publishedAt)}>{formatNewsDateLong(article.publishedAt, locale)}</time>
            </span>
          </div>
        </header>
        {article.heroImageUrl && (
          <figure className="mt-8">
            <ResponsiveImage
              src={article.heroImageUrl}
              alt=""
              width={1600}
              height={900}
              sizes="(min-width: 896px) 832px, 100vw"
              priority
              className="aspect-video w-full rounded-xl border border-[var(--border)] object-cover"
            />
            <ImageCaption src={article.heroImageUrl} />
          </figure>
        )}
        <div className="mt-8 text-base leading-8 whitespace-pre-line sm:text-lg">{article.content}</div>
        {article.tags.length > 0 && (
          <section aria-labelledby="article-tags" className="mt-10 border-t border-[var(--border)] pt-6">
            <h2 id="article-tags" className="text-sm font-semibold tracking-wide uppercase">
              {t("news.tags")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-md bg-[var(--muted)] px-2.5 py-1 text-sm text-[var(--muted-foreground)]">
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
        )}
        {article.imageGallery.length > 0 && (
          <section aria-labelledby="article-gallery" className="mt-10">
            <h2 id="article-gallery" className="text-xl font-semibold">
              {t("article.gallery")}
            </h2>
            <div className="mt-4">
              <NewsGallery images={article.imageGallery} title={article.title} />
            </div>
          </section>
        )}
      </article>
      <CtaBand title={t("article.ctaTitle")} text={t("article.ctaText")}>
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
          {t("actions.contactUs")}
        </Link>
        <Link to="/products" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          {t("actions.viewProducts")}
        </Link>
      </CtaBand>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.article);
