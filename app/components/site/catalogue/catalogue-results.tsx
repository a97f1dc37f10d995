/**
 * The catalogue's results under its filters (docs/behaviour/public-site.md §2, Product catalogue): the count line with the
 * link that shows or hides retired products, the cards or the empty state, and the pages. With
 * script, the filters' island puts a new answer's parts in place of these (decision 071).
 */
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/translation";
import { Link } from "~/components/site/shell/localized-link";
import { Pagination } from "~/components/site/parts/pagination";
import { buttonVariants } from "~/components/ui/button";
import { CATALOGUE_PART, inPlaceLink } from "./catalogue-parts";
import { ProductCard, type ProductCardView } from "./product-card";

/** Retired products matching where no current one does (decision 058): how many, and the one when it is one. */
export type RetiredMatches = { count: number; only: { name: string; slug: string } | null };

const PRODUCT_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

function EmptyState({ retired, showRetiredHref }: { retired: RetiredMatches | null; showRetiredHref: string }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
      <h2 className="text-lg font-semibold">{t("products.noneFound")}</h2>
      <p className="mt-2 text-[var(--muted-foreground)]">{t("products.noneFoundText")}</p>
      {retired && (
        <p className="mt-4 grid justify-items-center gap-1">
          <span>{t("products.retiredMatches", { count: retired.count })}</span>
          {retired.only ? (
            <Link to={`/products/${retired.only.slug}`} className="font-medium text-[var(--link)] hover:underline">
              {retired.only.name}
            </Link>
          ) : (
            <Link to={showRetiredHref} {...inPlaceLink} className="font-medium text-[var(--link)] hover:underline">
              {t("lifecycle.showRetired")}
            </Link>
          )}
        </p>
      )}
      <Link to="/products" {...inPlaceLink} className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
        {t("products.clearAllFilters")}
      </Link>
    </div>
  );
}

export function CatalogueResults({
  products,
  total,
  catalogueTotal,
  page,
  pageSize,
  lifecycleToggle,
  retired,
  cardAction,
}: {
  products: ProductCardView[];
  total: number;
  catalogueTotal: number;
  page: number;
  pageSize: number;
  lifecycleToggle: { all: boolean; href: string };
  retired: RetiredMatches | null;
  cardAction(product: ProductCardView): ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid gap-6">
      {/* The count heads the results: the cards' h3 titles need an h2 above them (heading order). */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-sm font-normal text-[var(--muted-foreground)]" aria-live="polite" {...{ [CATALOGUE_PART]: "count" }}>
          {t("products.showing", { shown: total, total: catalogueTotal })}
        </h2>
        <Link
          to={lifecycleToggle.href}
          {...inPlaceLink}
          {...{ [CATALOGUE_PART]: "lifecycle" }}
          className="text-sm font-medium text-[var(--link)] hover:underline"
        >
          {t(lifecycleToggle.all ? "lifecycle.hideRetired" : "lifecycle.showRetired")}
        </Link>
      </div>
      <div className="grid gap-6" {...{ [CATALOGUE_PART]: "results" }}>
        {products.length === 0 ? (
          <EmptyState retired={retired} showRetiredHref={lifecycleToggle.href} />
        ) : (
          <div className={PRODUCT_GRID}>
            {products.map((product) => (
              <ProductCard key={product.id} product={product} action={cardAction(product)} />
            ))}
          </div>
        )}
        <Pagination page={page} pageCount={Math.ceil(total / pageSize)} />
      </div>
    </div>
  );
}
