import { useT } from "~/lib/i18n/translation";
import type { Route } from "./+types/certifications";
import { CertificateCard } from "~/components/site/certificates/certificate-card";
import { FilterButtons, FilterForm, FilterSelect } from "~/components/site/parts/filter-form";
import { PageHero } from "~/components/site/parts/page-hero";
import { firstExpiry, type CertificateView } from "~/lib/certificate-register";
import { localeOf } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/seo/seo-meta";
import { certificateViews } from "~/services/content/certificate.server";

/**
 * The certifications register (docs/decisions/060-certifications-register.md): every certificate,
 * valid ones first and expired ones after them, narrowed to one product by `?product=<slug>` (a
 * GET form whose Search button works without JavaScript). The register is small, so it is read
 * whole and narrowed here; the product choices are the products it covers.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const certificates = await certificateViews(context.db, localeOf(params.lang));
  // Kept no longer than a valid one it shows stays valid.
  context.pageLifetime.endsAt(firstExpiry(certificates));
  const products = new Map(certificates.flatMap((certificate) => certificate.products).map((product) => [product.slug, product.name]));
  const wanted = new URL(request.url).searchParams.get("product") ?? "";
  // A product the register does not cover is no filter.
  const product = products.has(wanted) ? wanted : "";
  const shown = product
    ? certificates.filter((certificate) => certificate.products.some((covered) => covered.slug === product))
    : certificates;
  return {
    product,
    products: [...products].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    valid: shown.filter((certificate) => !certificate.expired),
    expired: shown.filter((certificate) => certificate.expired),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.certifications");

function CertificateGroup({ id, title, certificates }: { id: string; title: string; certificates: CertificateView[] }) {
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {certificates.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} withProducts />
        ))}
      </div>
    </section>
  );
}

export default function Certifications({ loaderData }: Route.ComponentProps) {
  const { product, products, valid, expired } = loaderData;
  const t = useT();
  return (
    <main>
      <PageHero eyebrow={t("certificates.eyebrow")} title={t("certificates.title")}>
        {t("certificates.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        {products.length > 0 && (
          <FilterForm page="/certifications" className="sm:grid-cols-[minmax(0,24rem)_auto] sm:justify-start">
            <FilterSelect
              name="product"
              label={t("certificates.product")}
              allLabel={t("certificates.allProducts")}
              value={product}
              options={products}
            />
            <FilterButtons page="/certifications" filtered={product !== ""} />
          </FilterForm>
        )}
        <p className="text-sm text-[var(--muted-foreground)]">{t("certificates.found", { number: valid.length + expired.length })}</p>
        <CertificateGroup id="certificates-valid" title={t("certificates.valid")} certificates={valid} />
        <CertificateGroup id="certificates-expired" title={t("certificates.expiredHeading")} certificates={expired} />
      </div>
    </main>
  );
}
