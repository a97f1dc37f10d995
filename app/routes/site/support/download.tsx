/**
 * One resource of the download center (/support/{id}, decision 034): what it is, the published
 * products it belongs to, and every version with its release notes and date, newest first; an
 * old version stays reachable at `#version-{versionId}`. Its Atom feed follows the versions (decision 057).
 */
import { useT } from "~/lib/i18n/translation";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/download";
import { Link } from "~/components/site/shell/localized-link";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { RESOURCE_TYPE_DISPLAY, ResourceAction } from "~/components/site/downloads/resource-card";
import { VersionHistory, type VersionView } from "~/components/site/downloads/version-history";
import { Badge } from "~/components/ui/badge";
import { inLocale, localizedContent } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { itemForPage } from "~/lib/server/pages/page-data.server";
import { detailBreadcrumb, notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { findDownload } from "~/services/content/downloads/download-center.server";
import { versionFits } from "~/services/content/downloads/version-compatibility.server";
import { downloadFeedPath, FIRMWARE_FEED_PATH } from "~/lib/catalogue/download-addresses";
import { FeedLink } from "~/components/site/downloads/feed-link";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const { resource, products, versions } = await itemForPage(request, findDownload(context.db, params.id));
  const fits = await versionFits(
    context.db,
    versions.map((version) => version.id),
  );
  return {
    resource: localizedContent(resource, locale, "resource"),
    products: products.map(inLocale(locale, "product")),
    // What each version runs on and needs (decision 061).
    versions: versions.map((version) => {
      const fit = fits.get(version.id);
      return { ...version, models: fit?.models.map(inLocale(locale, "product")) ?? [], minimumFirmware: fit?.minimumFirmware ?? null };
    }) satisfies VersionView[],
  };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return notFoundMeta(args, (t) => ({ title: t(NOT_FOUND.download.title), text: t(NOT_FOUND.download.text) }));
  const { resource } = args.data;
  return seoMeta(args, (page) => ({
    title: `${resource.title} | ${page.t("support.title")}`,
    description: resource.description ?? page.t("meta.support.description"),
    structuredData: [detailBreadcrumb(page, { name: page.t("nav.support"), path: "/support" }, resource.title)],
    feeds: [
      { title: page.t("download.feedTitle", { title: resource.title }), path: downloadFeedPath(resource.id) },
      ...(resource.type === "firmware" ? [{ title: page.t("support.firmwareFeedTitle"), path: FIRMWARE_FEED_PATH }] : []),
    ],
  }));
};

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  const { resource, products, versions } = loaderData;
  const t = useT();
  const { label, icon: Icon } = RESOURCE_TYPE_DISPLAY[resource.type];
  const details = [
    { name: t("resource.platform"), value: resource.platform },
    { name: t("resource.duration"), value: resource.duration },
  ].filter((detail): detail is { name: string; value: string } => !!detail.value);
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/support" className="inline-flex items-center gap-2 text-sm font-medium text-[var(--link)] hover:underline">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("download.back")}
      </Link>
      <header className="grid gap-6 rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm sm:grid-cols-[1fr_14rem] sm:items-start">
        <div className="min-w-0">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-[var(--muted)] text-[var(--accent)]">
              <Icon className="size-6" aria-hidden />
            </span>
            <Badge>{t(label)}</Badge>
          </div>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight [overflow-wrap:anywhere]">{resource.title}</h1>
          {resource.description && <p className="mt-3 leading-7 text-[var(--muted-foreground)]">{resource.description}</p>}
          {details.length > 0 && (
            <dl className="mt-4 grid gap-1.5 text-sm">
              {details.map((detail) => (
                <div key={detail.name} className="flex flex-wrap gap-x-2">
                  <dt className="text-[var(--muted-foreground)]">{detail.name}:</dt>
                  <dd className="min-w-0 font-medium [overflow-wrap:anywhere]">{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {products.length > 0 && (
            <div className="mt-5">
              <h2 className="text-sm font-medium">{t("download.products")}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {products.map((product) => (
                  <li key={product.id}>
                    <Link
                      to={`/products/${product.slug}`}
                      className="inline-block rounded-lg border border-[var(--border)] px-3 py-1 text-sm hover:bg-[var(--muted)]"
                    >
                      {product.name} <span className="text-[var(--muted-foreground)]">({product.productCode})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <ResourceAction resource={resource} />
      </header>
      <VersionHistory title={resource.title} versions={versions} />
      <p>
        <FeedLink path={downloadFeedPath(resource.id)}>{t("download.feed")}</FeedLink>
      </p>
    </main>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.download);
