import { useT } from "~/lib/i18n/translation";
import { Mail } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/support";
import { CtaBand } from "~/components/site/parts/cta-band";
import { FilterTabs } from "~/components/site/content/news-filter-tabs";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { PageHero } from "~/components/site/parts/page-hero";
import { Pagination } from "~/components/site/parts/pagination";
import { RESOURCE_TYPE_DISPLAY, ResourceCard, type ResourceCardView } from "~/components/site/downloads/resource-card";
import { useSiteSettings } from "~/components/site/shell/site-settings-context";
import { buttonVariants } from "~/components/ui/button";
import { RESOURCE_TYPES, type ResourceType } from "~/lib/domain-values";
import { cardListPage } from "~/lib/server/pages/page-data.server";
import { notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { FIRMWARE_FEED_PATH } from "~/lib/catalogue/download-addresses";
import { FeedLink } from "~/components/site/downloads/feed-link";
import { findDownloadProduct, listResourcePage, suggestDownloadProducts } from "~/services/content/downloads/download-center.server";
import { readSearchText } from "~/services/site-search/site-search.server";
import { ResourceHistoryLink } from "~/components/site/downloads/resource-history-link";
import DownloadFilters from "~/components/site/downloads/download-filters.island";
import type { DownloadFilterValues, ProductMatch } from "~/components/site/downloads/download-filters";
import { MAX_PRODUCT_TEXT } from "~/lib/catalogue/download-product-filter";
import { isPlatformFamily } from "~/lib/catalogue/download-platforms";
import { MAX_SEARCH_LENGTH } from "~/lib/catalogue/site-search";
import { inLocale } from "~/lib/content-translations";
import { localeOf, splitLocalePath } from "~/lib/i18n/locales";
import { EmailLink } from "~/components/site/inquiries/contact-links";

/**
 * Support and downloads. This module serves both /support (the header's link) and /resources
 * (the footer's links, with ?type=tutorial or ?type=documentation choosing a tab): routes.ts
 * registers it twice under two ids.
 */
const TYPE_PARAM = "type";

const isResourceType = (value: string | null): value is ResourceType => (RESOURCE_TYPES as readonly (string | null)[]).includes(value);

/**
 * One page of the resources the address filters (decision 024: tab, filters and page are read
 * from the address; decision 034: words, product and platform), newest first. A value that
 * names nothing (an unknown platform) is ignored. The product is typed text, resolved to one
 * product (slug, code or exact name); when it names none, nothing is listed and the form says so,
 * with products whose name or code holds the text.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const read = (name: string, length: number) => (url.searchParams.get(name)?.trim() ?? "").slice(0, length);
  const requested = url.searchParams.get(TYPE_PARAM);
  const type = isResourceType(requested) ? requested : null;
  const platform = read("platform", MAX_SEARCH_LENGTH);
  const locale = localeOf(params.lang);
  const text = { q: read("q", MAX_SEARCH_LENGTH), product: read("product", MAX_PRODUCT_TEXT) };
  const search = text.q ? readSearchText(text.q) : null;
  const product = await findDownloadProduct(context.db, text.product, locale);
  const filters: DownloadFilterValues = {
    ...text,
    // A product named by its slug or name is shown (and kept by the tabs) by its code.
    product: product?.productCode ?? text.product,
    platform: isPlatformFamily(platform) ? platform : "",
    type: type ?? "",
  };
  const productMatch: ProductMatch = product
    ? { name: inLocale(locale, "product")(product).name }
    : text.product
      ? { name: null, suggestions: await suggestDownloadProducts(context.db, text.product, locale) }
      : null;
  const { page, pageCount, rows } = await cardListPage(url, (window) =>
    productMatch?.name === null
      ? Promise.resolve({ rows: [], total: 0 })
      : listResourcePage(context.db, {
          ...window,
          type: type ?? undefined,
          productId: product?.id,
          platform: isPlatformFamily(filters.platform) ? filters.platform : undefined,
          search,
        }),
  );
  return {
    // This page answers at /support and /resources: its filters stay where it is.
    path: splitLocalePath(url.pathname).path,
    type,
    filters,
    productMatch,
    page,
    pageCount,
    resources: rows.map(inLocale(locale, "resource")) satisfies ResourceCardView[],
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, ({ t }) => ({
        title: t("meta.support.title"),
        description: t("meta.support.description"),
        feeds: [{ title: t("support.firmwareFeedTitle"), path: FIRMWARE_FEED_PATH }],
      }))
    : notFoundMeta(args);

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.page);

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

function ResourceList({ resources, type }: { resources: ResourceCardView[]; type: ResourceType | null }) {
  const t = useT();
  if (resources.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
        <h2 className="text-lg font-semibold">{t("support.noneFound")}</h2>
        <p className="mt-2 text-[var(--muted-foreground)]">{t("support.noneYet")}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="resources-list">
      <h2 id="resources-list" className="sr-only">
        {type ? t(RESOURCE_TYPE_DISPLAY[type].tabLabel) : t("support.allResources")}
      </h2>
      <div className={GRID}>
        {resources.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} more={<ResourceHistoryLink resource={resource} />} />
        ))}
      </div>
    </section>
  );
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const { path, type, filters, productMatch, page, pageCount, resources } = loaderData;
  const settings = useSiteSettings();
  const t = useT();
  const tabs = [
    { value: null, label: t("support.tab.all") },
    ...RESOURCE_TYPES.map((value) => ({ value, label: t(RESOURCE_TYPE_DISPLAY[value].tabLabel) })),
  ];
  return (
    <main>
      <PageHero eyebrow={t("support.eyebrow")} title={t("support.title")}>
        {t("support.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FilterTabs
          label={t("support.types")}
          param={TYPE_PARAM}
          tabs={tabs}
          active={type}
          keep={{ q: filters.q, product: filters.product, platform: filters.platform }}
        />
        <DownloadFilters page={path} values={filters} productMatch={productMatch} />
        <div className="grid gap-8">
          <ResourceList resources={resources} type={type} />
          <Pagination page={page} pageCount={pageCount} />
          <p>
            <FeedLink path={FIRMWARE_FEED_PATH}>{t("support.firmwareFeed")}</FeedLink>
          </p>
        </div>
      </div>
      <CtaBand title={t("support.ctaTitle")} text={t("support.ctaText")}>
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
          {t("support.contactSupport")}
        </Link>
        <EmailLink
          email={settings.supportEmail}
          className={buttonVariants({ size: "lg", variant: "inverse" })}
          icon={<Mail aria-hidden />}
        />
      </CtaBand>
    </main>
  );
}
