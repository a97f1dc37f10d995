import { useT } from "~/lib/i18n/translation";
import { Package, X } from "lucide-react";
import type { Route } from "./+types/compare";
import { Link } from "~/components/site/shell/localized-link";
import { PageHero } from "~/components/site/parts/page-hero";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";
import { useSpecificationValueText } from "~/components/site/catalogue/specification-value-text";
import { OVERVIEW_ROWS } from "~/components/site/catalogue/compared-fields";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { comparePath, comparisonRows, readComparedSlugs, type ComparisonRow } from "~/lib/catalogue/compare-products";
import { localeOf } from "~/lib/i18n/locales";
import { pageMeta } from "~/lib/seo/seo-meta";
import { productsToCompare } from "~/services/catalogue/product-comparison.server";

/**
 * The product comparison (docs/decisions/033-typed-specifications-and-compare.md): up to four
 * products side by side from `?products=slug1,slug2`, a shareable address that works without
 * JavaScript. Rows whose values differ are marked in words and colour; `&differences=only` keeps
 * only those. A slug that names no published product is left out with a note, never a 404. Not
 * for search engines (`noindex`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { slugs, dropped } = readComparedSlugs(url.searchParams.get("products"));
  const { products, missing } = await productsToCompare(context.db, slugs, localeOf(params.lang));
  return {
    products,
    leftOut: [...missing, ...dropped],
    differencesOnly: url.searchParams.get("differences") === "only",
  };
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, "meta.compare"), { name: "robots", content: "noindex, follow" }];

type Product = Route.ComponentProps["loaderData"]["products"][number];

function ValueCell({ row, column }: { row: ComparisonRow; column: number }) {
  const valueText = useSpecificationValueText();
  const value = row.values[column] ?? null;
  return (
    <td className={cn("px-4 py-3 align-top text-sm tabular-nums", value === null && "text-[var(--muted-foreground)]")}>
      {valueText({ value, type: row.type, unit: row.unit })}
    </td>
  );
}

function RowGroup({ title, rows, products }: { title: string; rows: ComparisonRow[]; products: Product[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr>
        <th scope="colgroup" colSpan={products.length + 1} className="bg-[var(--muted)] px-4 py-2 text-start text-sm font-semibold">
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr
          key={`${row.label}-${row.unit ?? ""}`}
          data-differs={row.differs || undefined}
          className={cn("border-t border-[var(--border)]", row.differs && "bg-[var(--accent)]/10")}
        >
          <th scope="row" className="px-4 py-3 text-start align-top text-sm font-medium">
            {row.label}
            {row.differs && (
              <span className="ms-2 inline-flex rounded-full border border-[var(--accent)] px-2 text-xs font-semibold text-[var(--foreground)]">
                {t("compare.differs")}
              </span>
            )}
          </th>
          {products.map((product, column) => (
            <ValueCell key={product.id} row={row} column={column} />
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** The products' own columns: picture, name, code, and a link to the comparison without it. */
function ProductHeads({ products, differencesOnly }: { products: Product[]; differencesOnly: boolean }) {
  const t = useT();
  const slugs = products.map((product) => product.slug);
  return (
    <thead>
      <tr>
        <td className="w-40" />
        {products.map((product) => (
          <th key={product.id} scope="col" className="px-4 py-4 text-start align-top">
            <div className="flex h-32 items-center justify-center rounded-lg bg-slate-50">
              {product.imageUrl ? (
                <ResponsiveImage
                  src={product.imageUrl}
                  alt=""
                  decorative
                  width={1200}
                  height={1200}
                  sizes="240px"
                  className="h-full w-full object-contain p-2"
                />
              ) : (
                <Package className="size-10 text-[var(--muted-foreground)]" aria-hidden />
              )}
            </div>
            <p className="mt-3 text-xs font-semibold tracking-wide text-[var(--accent)]">{product.productCode}</p>
            <Link to={`/products/${product.slug}`} className="mt-1 block text-base font-semibold hover:text-[var(--accent)]">
              {product.name}
            </Link>
            <Link
              to={comparePath(
                slugs.filter((slug) => slug !== product.slug),
                differencesOnly,
              )}
              className="mt-2 inline-flex items-center gap-1 text-sm font-normal text-[var(--link)] hover:underline"
              aria-label={t("compare.remove", { name: product.name })}
            >
              <X className="size-4" aria-hidden /> {t("compare.removeShort")}
            </Link>
          </th>
        ))}
      </tr>
    </thead>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { products, leftOut, differencesOnly } = loaderData;
  const t = useT();
  const slugs = products.map((product) => product.slug);
  const overviewRow = (label: string, values: (string | null)[]): ComparisonRow => ({
    label,
    unit: null,
    type: "text",
    values,
    differs: products.length > 1 && new Set(values).size > 1,
  });
  const overview = OVERVIEW_ROWS.map(({ field, label }) =>
    overviewRow(
      t(label),
      products.map((product) => (field === "categoryId" ? product.categoryName : product[field]) || null),
    ),
  );
  const { typed, freeForm } = comparisonRows(products);
  const shown = (rows: ComparisonRow[]) => (differencesOnly ? rows.filter((row) => row.differs) : rows);
  const differing = [...overview, ...typed, ...freeForm].some((row) => row.differs);
  return (
    <main>
      <PageHero eyebrow={t("compare.eyebrow")} title={t("compare.title")}>
        {t("compare.intro")}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
        {leftOut.length > 0 && (
          <p role="status" className="rounded-lg border border-[var(--border)] bg-[var(--muted)] p-4 text-sm">
            {t("compare.leftOut", { slugs: leftOut.join(", ") })}
          </p>
        )}
        {products.length === 0 ? (
          <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
            <h2 className="text-lg font-semibold">{t("compare.empty")}</h2>
            <p className="mt-2 text-[var(--muted-foreground)]">{t("compare.emptyText")}</p>
            <Link to="/products" className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
              {t("compare.browse")}
            </Link>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-sm font-normal text-[var(--muted-foreground)]">{t("compare.heading")}</h2>
              {products.length > 1 && (
                <Link to={comparePath(slugs, !differencesOnly)} className={buttonVariants({ variant: "secondary" })}>
                  {differencesOnly ? t("compare.showAll") : t("compare.differencesOnly")}
                </Link>
              )}
            </div>
            {differencesOnly && !differing && <p className="text-sm">{t("compare.noDifferences")}</p>}
            {/* A wide table scrolls on its own on a narrow screen; it can be reached and scrolled by keyboard. */}
            <div
              className="overflow-x-auto rounded-xl border border-[var(--border)] bg-[var(--card)]"
              tabIndex={0}
              role="region"
              aria-label={t("compare.title")}
            >
              <table className="w-full table-fixed border-collapse" style={{ minWidth: `${10 + products.length * 12}rem` }}>
                <caption className="sr-only">{t("compare.caption", { names: products.map((product) => product.name).join(", ") })}</caption>
                <ProductHeads products={products} differencesOnly={differencesOnly} />
                <RowGroup title={t("compare.overview")} rows={shown(overview)} products={products} />
                <RowGroup title={t("compare.keySpecifications")} rows={shown(typed)} products={products} />
                <RowGroup title={t("product.specifications")} rows={shown(freeForm)} products={products} />
              </table>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
