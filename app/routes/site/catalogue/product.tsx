import { useT } from "~/lib/i18n/translation";
import { LibraryFileLink } from "~/components/site/parts/library-file-link";
import { ArrowLeft, Check, Download, FileText, Package } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import type { Route } from "./+types/product";
import { ImageGallery } from "~/components/site/parts/image-gallery";
import { NOT_FOUND, notFoundBoundary } from "~/components/site/shell/not-found-state";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import AddToQuote from "~/components/site/catalogue/add-to-quote.island";
import { DetailsTabs, TAB_PARAM } from "~/components/site/parts/details-tabs";
import { itemForPage } from "~/lib/server/pages/page-data.server";
import { findCategoryById } from "~/services/catalogue/category.server";
import { findProductBySlug } from "~/services/catalogue/product.server";
import { productDownloads } from "~/services/content/downloads/download-center.server";
import { productAdvisories } from "~/services/content/security/security-center.server";
import { productFirmware } from "~/services/content/downloads/version-compatibility.server";
import { ProductFirmware, type ProductFirmwareView } from "~/components/site/downloads/product-firmware";
import { ProductAdvisories, type ProductAdvisoryView } from "~/components/site/security/product-advisories";
import { certificateViews } from "~/services/content/certificate.server";
import { ProductCertificates } from "~/components/site/certificates/product-certificates";
import { ResourceCard, type ResourceCardView } from "~/components/site/downloads/resource-card";
import { ResourceHistoryLink } from "~/components/site/downloads/resource-history-link";
import { specificationValuesOf } from "~/services/catalogue/specification-value.server";
import CompareBar from "~/components/site/catalogue/compare-bar.island";
import CompareButton from "~/components/site/catalogue/compare-button.island";
import { useSpecificationValueText } from "~/components/site/catalogue/specification-value-text";
import { audienceOf, unpublishedState } from "~/services/records/audience.server";
import { UnpublishedBanner } from "~/components/site/shell/unpublished-banner";
import { inLocale, localizedContent } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { absoluteUrl } from "~/lib/seo/page-urls";
import { detailBreadcrumb, notFoundMeta, seoMeta } from "~/lib/seo/seo-meta";
import { productJsonLd } from "~/lib/seo/structured-data";
import { productNeighbours, type RelatedProduct } from "~/services/catalogue/product-relations.server";
import { LifecycleBanner } from "~/components/site/catalogue/lifecycle-banner";
import { RelatedProducts, type RelatedProductLists } from "~/components/site/catalogue/related-products";
import { isRetired } from "~/schemas/catalogue/product-lifecycle";
import { ReplacementQuote } from "~/components/site/catalogue/replacement-quote";
import type { Locale } from "~/lib/i18n/locales";
import { firstExpiry } from "~/lib/certificate-register";
import { SURROGATE_KEYS } from "~/lib/server/pages/page-keys.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const audience = await audienceOf(context.db, request);
  const product = await itemForPage(request, findProductBySlug(context.db, params.slug, audience));
  const [category, downloads, typedValues, neighbours, advisories, firmware, certificates] = await Promise.all([
    findCategoryById(context.db, product.categoryId),
    productDownloads(context.db, product.id),
    specificationValuesOf(context.db, [product.id], locale),
    productNeighbours(context.db, product.id),
    productAdvisories(context.db, product.id),
    productFirmware(context.db, product.id),
    certificateViews(context.db, locale, product.id),
  ]);
  // Kept no longer than a valid certificate it shows stays valid.
  context.pageLifetime.endsAt(firstExpiry(certificates));
  // Purged from shared caches by a change of this product or of a product it links (replacements included).
  const linked = Object.values(neighbours).flatMap((products) => products.map(({ id }) => SURROGATE_KEYS.product(id)));
  context.pageKeys.showsOnly(SURROGATE_KEYS.product(product.id), SURROGATE_KEYS.category(product.categoryId), ...linked);
  return {
    tab: new URL(request.url).searchParams.get(TAB_PARAM) === "downloads" ? "downloads" : "specifications",
    unpublished: unpublishedState(product),
    typedValues: typedValues.get(product.id)!,
    product: localizedContent(product, locale, "product"),
    categoryName: localizedContent(category, locale, "category").name,
    // The download center's resources that belong to this product (decision 034).
    downloads: downloads.map(inLocale(locale, "resource")) satisfies ResourceCardView[],
    // Both directions of its relations, to published products (decision 058).
    related: relatedViews(neighbours, locale),
    // The published advisories that affect it (decision 059).
    advisories: advisories.map(inLocale(locale, "securityAdvisory")) satisfies ProductAdvisoryView[],
    // The firmware versions that run on it (decision 061).
    firmware: firmware.map(({ resourceTranslations, ...release }) => ({
      ...release,
      resourceTitle: localizedContent({ title: release.resourceTitle, translations: resourceTranslations }, locale, "resource").title,
    })) satisfies ProductFirmwareView[],
    // The register's certificates that cover this product (decision 060).
    certificates,
  };
}

/** Each list of related products as the page links them, in the page's language. */
function relatedViews(neighbours: Record<keyof RelatedProductLists, RelatedProduct[]>, locale: Locale): RelatedProductLists {
  const view = (product: RelatedProduct) => {
    const { id, slug, name, productCode, imageUrl } = localizedContent(product, locale, "product");
    return { id, slug, name, productCode, imageUrl };
  };
  const lists = Object.entries(neighbours).map(([list, products]) => [list, products.map(view)]);
  return Object.fromEntries(lists) as RelatedProductLists;
}

/** The main image first, then the gallery's others. */
const productImages = (product: { imageUrl: string | null; imageGallery: string[] }) => [
  ...new Set([product.imageUrl, ...product.imageGallery].filter((image): image is string => !!image)),
];

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return notFoundMeta(args, (t) => ({ title: t(NOT_FOUND.product.title), text: t(NOT_FOUND.product.text) }));
  const { product, categoryName } = args.data;
  return seoMeta(args, (page) => ({
    title: `${product.name} (${product.productCode}) | ${page.t("products.title")}`,
    description: product.description,
    image: productImages(product)[0],
    structuredData: [
      productJsonLd(page.origin, page.company.companyName, {
        url: page.url,
        name: product.name,
        description: product.description,
        productCode: product.productCode,
        images: productImages(product).map((image) => absoluteUrl(page.origin, image)),
        categoryName,
        discontinued: isRetired(product.lifecycle),
      }),
      detailBreadcrumb(page, { name: page.t("nav.products"), path: "/products" }, product.name),
    ],
  }));
};

function DownloadRow({ href, title, format }: { href: string; title: string; format: string }) {
  const t = useT();
  return (
    <li className="flex items-center justify-between gap-4 rounded-lg border border-[var(--border)] p-4">
      <span className="flex items-center gap-3">
        <FileText className="size-5 text-[var(--accent)]" aria-hidden />
        <span>
          <span className="block font-medium">{title}</span>
          <span className="text-sm text-[var(--muted-foreground)]">{format}</span>
        </span>
      </span>
      <LibraryFileLink href={href} className={buttonVariants({ variant: "secondary", size: "sm" })} download>
        <Download aria-hidden /> {t("actions.download")}
      </LibraryFileLink>
    </li>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, unpublished, downloads, typedValues, tab, related, advisories, firmware, certificates } = loaderData;
  const valueText = useSpecificationValueText();
  const t = useT();
  const images = productImages(product);
  // The category's typed fields first (decision 033), then the free-form rows as entered.
  const specifications = [
    ...typedValues.map((typed) => [typed.name, valueText(typed)] as const),
    ...Object.entries(product.specifications),
  ];
  return (
    <>
      <UnpublishedBanner state={unpublished} editPath="/admin/products" />
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Link to="/products" className="inline-flex items-center gap-2 text-sm font-medium text-[var(--link)] hover:underline">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("product.back")}
        </Link>
        <div className="mt-8 grid gap-10 lg:grid-cols-2">
          {images.length > 0 ? (
            <ImageGallery images={images} name={product.name} />
          ) : (
            <div className="flex aspect-square items-center justify-center rounded-xl border border-[var(--border)] bg-[var(--muted)]">
              <Package className="size-16 text-[var(--muted-foreground)]" aria-hidden />
            </div>
          )}
          <div>
            <p className="text-sm font-semibold tracking-wide text-[var(--accent)]">{product.productCode}</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{product.name}</h1>
            <LifecycleBanner product={product} replacements={related.replacedBy} />
            {product.priceRange && <p className="mt-3 text-xl font-medium tabular-nums">{product.priceRange}</p>}
            <p className="mt-6 leading-7 whitespace-pre-line text-[var(--muted-foreground)]">{product.description}</p>
            {product.features.length > 0 && (
              <section className="mt-8">
                <h2 className="text-lg font-semibold">{t("product.keyFeatures")}</h2>
                <ul className="mt-4 grid gap-2">
                  {product.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-1 size-4 shrink-0 text-[var(--accent)]" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={t("product.badges")}>
              {[product.technology, product.interface, ...product.certification]
                .filter((value): value is string => !!value)
                .map((value) => (
                  <li key={value}>
                    <Badge>{value}</Badge>
                  </li>
                ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              {isRetired(product.lifecycle) ? (
                <ReplacementQuote replacements={related.replacedBy} />
              ) : (
                <AddToQuote product={{ id: product.id, name: product.name, productCode: product.productCode }} thenRequest />
              )}
              {product.datasheetUrl && (
                <LibraryFileLink href={product.datasheetUrl} className={buttonVariants({ size: "lg", variant: "secondary" })}>
                  <Download aria-hidden /> {t("product.datasheet")}
                </LibraryFileLink>
              )}
              <CompareButton product={{ slug: product.slug, name: product.name }} className="self-center" />
            </div>
            <CompareBar className="mt-6" />
          </div>
        </div>

        <DetailsTabs
          id="product-details"
          label={t("product.details")}
          tabs={[
            { id: "specifications", label: t("product.specifications") },
            { id: "downloads", label: t("product.downloads") },
          ]}
          selected={tab}
        >
          {tab === "downloads" ? (
            <>
              {!product.datasheetUrl && !product.sdkUrl && downloads.length === 0 && firmware.length === 0 ? (
                <p className="text-[var(--muted-foreground)]">{t("product.noDownloads")}</p>
              ) : (
                <div className="grid gap-6">
                  {(product.datasheetUrl || product.sdkUrl) && (
                    <ul className="grid gap-3">
                      {product.datasheetUrl && <DownloadRow href={product.datasheetUrl} title={t("product.datasheetFile")} format="PDF" />}
                      {product.sdkUrl && <DownloadRow href={product.sdkUrl} title={t("product.sdkFile")} format="ZIP" />}
                    </ul>
                  )}
                  {downloads.length > 0 && (
                    <section aria-labelledby="product-resources" className="grid gap-4">
                      <h2 id="product-resources" className="text-lg font-semibold">
                        {t("product.resources")}
                      </h2>
                      <div className="grid gap-4 md:grid-cols-2">
                        {downloads.map((resource) => (
                          <ResourceCard key={resource.id} resource={resource} more={<ResourceHistoryLink resource={resource} />} />
                        ))}
                      </div>
                    </section>
                  )}
                  <ProductFirmware firmware={firmware} />
                </div>
              )}
            </>
          ) : (
            <>
              {specifications.length === 0 ? (
                <p className="text-[var(--muted-foreground)]">{t("product.noSpecifications")}</p>
              ) : (
                <dl className="overflow-hidden rounded-lg border border-[var(--border)]">
                  {specifications.map(([key, value], index) => (
                    <div
                      key={`${index}-${key}`}
                      className="grid gap-1 px-4 py-3 odd:bg-[var(--muted)] sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-4"
                    >
                      <dt className="text-sm font-medium">{key}</dt>
                      <dd className="text-sm text-[var(--muted-foreground)] tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </>
          )}
        </DetailsTabs>
        <RelatedProducts lists={related} />
        <ProductAdvisories advisories={advisories} />
        <ProductCertificates certificates={certificates} />
      </main>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary(NOT_FOUND.product);
