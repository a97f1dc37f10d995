import { useT } from "~/lib/i18n/translation";
import { redirect } from "react-router";
import type { Route } from "./+types/products";
import AddToQuote from "~/components/site/catalogue/add-to-quote.island";
import CatalogueFilters from "~/components/site/catalogue/catalogue-filters.island";
import type { CatalogueFilterValues } from "~/components/site/catalogue/catalogue-filters";
import CompareBar from "~/components/site/catalogue/compare-bar.island";
import CompareButton from "~/components/site/catalogue/compare-button.island";
import type { SpecificationFilterView } from "~/components/site/catalogue/specification-filter-fields";
import { PageHero } from "~/components/site/parts/page-hero";
import { productCardView } from "~/components/site/catalogue/product-card";
import { CatalogueResults, type RetiredMatches } from "~/components/site/catalogue/catalogue-results";
import QuoteListBar from "~/components/site/catalogue/quote-list-bar.island";
import { requestedPage } from "~/lib/server/pages/page-data.server";
import { pageMeta } from "~/lib/seo/seo-meta";
import { currentCategorySlug, type Category } from "~/services/catalogue/category.server";
import { listProducts, type ProductFilters } from "~/services/catalogue/product.server";
import { listCertificates } from "~/services/content/certificate.server";
import { firstExpiry, isExpired, utcDay } from "~/lib/certificate-register";
import { isUuid } from "~/services/records/entity-rows.server";
import {
  keptCatalogueSize,
  keptCategories,
  keptFilterableFields,
  keptProductFacets,
  keptRetiredProducts,
} from "~/services/records/reference-reads.server";
import { retiredInQuoteLists } from "~/services/catalogue/product-lifecycle.server";
import { specificationFacets, type SpecificationFacet } from "~/services/catalogue/specification-facets.server";
import type { SpecificationField } from "~/services/catalogue/specification-field.server";
import { inLocale, localizedContent } from "~/lib/content-translations";
import { localeOf, type Locale } from "~/lib/i18n/locales";
import { fieldParamKeys, readSpecificationFilters } from "~/lib/catalogue/specification-filters";
import { catalogueLifecycle, type CatalogueLifecycle } from "~/schemas/catalogue/product-lifecycle";

/** Products on one page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 24;
const MAX_FILTER_LENGTH = 200;

/** The catalogue's state, read leniently from the URL: a malformed value means "not set". */
function readFilters(url: URL): CatalogueFilterValues & { page: number; lifecycle: CatalogueLifecycle } {
  const text = (name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, MAX_FILTER_LENGTH);
  return {
    q: text("q"),
    category: text("category"),
    technology: text("technology"),
    interface: text("interface"),
    certificate: isUuid(text("certificate")) ? text("certificate") : "",
    page: requestedPage(url),
    // Discontinued and out-of-support products only when asked for (decision 058).
    lifecycle: catalogueLifecycle(url.searchParams.get("lifecycle")),
  };
}

/**
 * A catalogue address filtering by a category's former slug (a link made before staff renamed it):
 * 301 to the same address with the current slug (decision 028).
 */
async function redirectFormerCategory(
  request: Request,
  db: Route.LoaderArgs["context"]["db"],
  category: string,
  categories: Category[],
): Promise<void> {
  if (!category || categories.some((known) => known.slug === category || known.id === category)) return;
  const current = await currentCategorySlug(db, category);
  if (current === null) return;
  const url = new URL(request.url);
  url.searchParams.set("category", current);
  throw redirect(`${url.pathname}${url.search}`, 301);
}

/** The link that shows the retired products too, or hides them again: the same address, from its first page. */
function lifecycleToggle(url: URL, lifecycle: CatalogueLifecycle) {
  const params = new URLSearchParams(url.search);
  params.delete("page");
  if (lifecycle === "all") params.delete("lifecycle");
  else params.set("lifecycle", "all");
  const query = params.toString();
  return { all: lifecycle === "all", href: `/products${query ? `?${query}` : ""}` };
}

/** Each typed filter as the form shows it: the field in the page's language, its counts, and what the address asks. */
function specificationFilterViews(
  fields: SpecificationField[],
  facets: SpecificationFacet[],
  params: URLSearchParams,
  locale: Locale,
): SpecificationFilterView[] {
  const keys = fieldParamKeys(fields);
  return fields.map((field, index) => {
    const key = keys.get(field.id)!;
    const facet = facets[index]!;
    const { name, unit } = localizedContent(field, locale, "specificationField");
    const asked = {
      key,
      name,
      unit,
      min: params.get(`${key}-min`) ?? "",
      max: params.get(`${key}-max`) ?? "",
      selected: params.getAll(key),
    };
    return facet.type === "number"
      ? { ...asked, type: "number", lowest: facet.min, highest: facet.max }
      : { ...asked, type: facet.type, counts: facet.counts };
  });
}

/**
 * The retired products a filtered view of current products would show with `?lifecycle=all`
 * (decision 058): asked only when no current product matches, so a search for a retired model does
 * not dead-end.
 */
async function retiredMatches(
  db: Route.LoaderArgs["context"]["db"],
  filters: ProductFilters,
  locale: Locale,
): Promise<RetiredMatches | null> {
  if (filters.lifecycle === "all") return null;
  const { products, total } = await listProducts(db, { ...filters, lifecycle: "all", limit: 1 });
  if (total === 0) return null;
  const only = total === 1 ? inLocale(locale, "product")(products[0]!) : null;
  return { count: total, only: only && { name: only.name, slug: only.slug } };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const url = new URL(request.url);
  const { page, lifecycle, ...filters } = readFilters(url);
  // Kept per change (reference-reads.server.ts). The chosen category's typed fields are filters
  // too (decision 033): a former category's slug finds none, and redirects below.
  const [categories, facets, catalogueTotal, certificates, retiredProducts] = await Promise.all([
    keptCategories(context),
    keptProductFacets(context, lifecycle),
    keptCatalogueSize(context, lifecycle),
    listCertificates(context.db),
    keptRetiredProducts(context),
  ]);
  // The certificate choices mark the expired ones: kept no longer than a valid one stays valid.
  context.pageLifetime.endsAt(firstExpiry(certificates));
  const today = utcDay();
  const fields = await keptFilterableFields(context, categories, filters.category);
  await redirectFormerCategory(request, context.db, filters.category, categories);
  const listFilters: ProductFilters = {
    q: filters.q || null,
    category: filters.category || null,
    technology: filters.technology || null,
    interface: filters.interface || null,
    certificate: filters.certificate || undefined,
    specifications: readSpecificationFilters(url.searchParams, fields),
    lifecycle,
  };
  const [matching, specificationCounts] = await Promise.all([
    listProducts(context.db, { ...listFilters, limit: CATALOGUE_PAGE_SIZE, offset: (page - 1) * CATALOGUE_PAGE_SIZE }),
    specificationFacets(context.db, fields, listFilters),
  ]);
  return {
    filters,
    page,
    retiredMatch: matching.total === 0 ? await retiredMatches(context.db, listFilters, locale) : null,
    lifecycleToggle: lifecycleToggle(url, lifecycle),
    catalogueTotal,
    categories: categories.map(inLocale(locale, "category")).map((category) => ({
      value: category.slug,
      label: category.name,
    })),
    facets,
    // The register's certificates (decision 060): filtering by one lists the products it covers.
    certificates: certificates.map((certificate) => ({
      value: certificate.id,
      label: `${certificate.standard} · ${certificate.number}`,
      expired: isExpired(certificate, today),
    })),
    specifications: specificationFilterViews(fields, specificationCounts, url.searchParams, locale),
    // What the visitor's quote list says of a product it holds that is no longer quoted.
    retiredInQuotes: retiredInQuoteLists(retiredProducts, locale),
    matching: { products: matching.products.map(inLocale(locale, "product")).map(productCardView), total: matching.total },
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.products");

export default function Products({ loaderData }: Route.ComponentProps) {
  const {
    filters,
    page,
    lifecycleToggle,
    catalogueTotal,
    categories,
    facets,
    certificates,
    specifications,
    retiredMatch,
    retiredInQuotes,
    matching,
  } = loaderData;
  const t = useT();
  return (
    <main>
      <PageHero eyebrow={t("products.eyebrow")} title={t("products.title")}>
        {t("products.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <CatalogueFilters
          values={filters}
          categories={categories}
          technologies={facets.technologies}
          interfaces={facets.interfaces}
          certificates={certificates}
          specifications={specifications}
          showRetired={lifecycleToggle.all}
        />
        <QuoteListBar retired={retiredInQuotes} />
        <CompareBar />
        <CatalogueResults
          products={matching.products}
          total={matching.total}
          catalogueTotal={catalogueTotal}
          page={page}
          pageSize={CATALOGUE_PAGE_SIZE}
          lifecycleToggle={lifecycleToggle}
          retired={retiredMatch}
          cardAction={(product) => (
            <div className="grid gap-2">
              <AddToQuote product={{ id: product.id, name: product.name, productCode: product.productCode }} />
              <CompareButton product={{ slug: product.slug, name: product.name }} />
            </div>
          )}
        />
      </div>
    </main>
  );
}
