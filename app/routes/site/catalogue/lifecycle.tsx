/**
 * The product lifecycle page (docs/decisions/058-product-lifecycle-and-relations.md): the
 * published products no longer sold or supported, the day each was discontinued, the day its
 * support ends or ended, and what replaces it.
 */
import { useLocale, useT } from "~/lib/i18n/translation";
import type { Route } from "./+types/lifecycle";
import { formatNewsDateLong } from "~/lib/i18n/display-dates";
import { ProductLinks } from "~/components/site/catalogue/product-links";
import { PageHero } from "~/components/site/parts/page-hero";
import { Link } from "~/components/site/shell/localized-link";
import { Badge } from "~/components/ui/badge";
import { localizedContent } from "~/lib/content-translations";
import { localeOf } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/seo/seo-meta";
import { listRetiredProducts, replacementLinks } from "~/services/catalogue/product-lifecycle.server";

export async function loader({ context, params }: Route.LoaderArgs) {
  const locale = localeOf(params.lang);
  const retired = await listRetiredProducts(context.db);
  return {
    products: retired.map(({ replacements, ...product }) => {
      const { id, slug, name, productCode, lifecycle, discontinuedOn, supportEndsOn } = localizedContent(product, locale, "product");
      return {
        id,
        slug,
        name,
        productCode,
        lifecycle,
        discontinuedOn,
        supportEndsOn,
        replacements: replacementLinks(replacements, locale),
      };
    }),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "meta.lifecycle");

export default function Lifecycle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const day = (date: string | null) => (date ? formatNewsDateLong(date, locale) : "—");
  return (
    <main>
      <PageHero eyebrow={t("lifecycle.page.eyebrow")} title={t("lifecycle.page.title")}>
        {t("lifecycle.page.intro")}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {loaderData.products.length === 0 ? (
          <p className="text-[var(--muted-foreground)]">{t("lifecycle.page.none")}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {loaderData.products.map((product) => (
              <li key={product.id} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold break-words">
                      <Link to={`/products/${product.slug}`} className="text-[var(--link)] hover:underline">
                        {product.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-[var(--muted-foreground)]">{product.productCode}</p>
                  </div>
                  <Badge className="shrink-0">{t(`lifecycle.status.${product.lifecycle}`)}</Badge>
                </div>
                <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                  <dt className="font-medium">{t("lifecycle.page.discontinuedOn")}</dt>
                  <dd className="tabular-nums">{day(product.discontinuedOn)}</dd>
                  <dt className="font-medium">{t("lifecycle.page.supportEndsOn")}</dt>
                  <dd className="tabular-nums">{day(product.supportEndsOn)}</dd>
                  <dt className="font-medium">{t("lifecycle.page.replacement")}</dt>
                  <dd>
                    {product.replacements.length > 0 ? <ProductLinks products={product.replacements} /> : t("lifecycle.page.noReplacement")}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
