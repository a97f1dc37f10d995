/**
 * The security center (/security, decision 059): the published advisories newest first, with a
 * link to how to report a vulnerability and the advisories' Atom feed.
 */
import { ShieldAlert } from "lucide-react";
import type { Route } from "./+types/security";
import { AdvisoryCard } from "~/components/site/security/advisory-card";
import { FeedLink } from "~/components/site/downloads/feed-link";
import { PageHero } from "~/components/site/parts/page-hero";
import { Link } from "~/components/site/shell/localized-link";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { buttonVariants } from "~/components/ui/button";
import { inLocale } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { useT } from "~/lib/i18n/translation";
import { SECURITY_FEED_PATH, SECURITY_REPORT_PATH } from "~/lib/security/security-addresses";
import { notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { publishedAdvisories } from "~/services/content/security/security-center.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const advisories = await publishedAdvisories(context.db);
  return {
    advisories: advisories.map((advisory) => ({
      ...inLocale(locale, "securityAdvisory")(advisory),
      products: advisory.products.map(inLocale(locale, "product")),
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, ({ t }) => ({
        title: t("meta.security.title"),
        description: t("meta.security.description"),
        feeds: [{ title: t("security.feedTitle"), path: SECURITY_FEED_PATH }],
      }))
    : notFoundMeta(args);

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const { advisories } = loaderData;
  const t = useT();
  return (
    <main>
      <PageHero
        eyebrow={t("security.eyebrow")}
        title={t("security.title")}
        actions={
          <Link to={SECURITY_REPORT_PATH} className={buttonVariants({ size: "lg", variant: "accent" })}>
            <ShieldAlert aria-hidden /> {t("security.report")}
          </Link>
        }
      >
        {t("security.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {advisories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center text-[var(--muted-foreground)]">
            {t("security.none")}
          </p>
        ) : (
          <section aria-label={t("security.title")} className="grid gap-4">
            {advisories.map((advisory) => (
              <AdvisoryCard key={advisory.code} advisory={advisory} />
            ))}
          </section>
        )}
        <p>
          <FeedLink path={SECURITY_FEED_PATH}>{t("security.feed")}</FeedLink>
        </p>
      </div>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.page);
