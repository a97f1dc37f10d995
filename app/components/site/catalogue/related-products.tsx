/**
 * A product page's related products (docs/decisions/058-product-lifecycle-and-relations.md), both
 * directions of each relation under its own heading: its accessories, what it is an accessory
 * for, what it works with, what it replaces and what replaces it. Published products only.
 */
import { Package } from "lucide-react";
import type { TextKey } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";
import { ResponsiveImage } from "../parts/responsive-image";
import { Link } from "../shell/localized-link";

export type RelatedProductView = { id: string; slug: string; name: string; productCode: string; imageUrl: string | null };
export type RelatedProductLists = Record<"accessories" | "accessoryFor" | "worksWith" | "replaces" | "replacedBy", RelatedProductView[]>;

const HEADINGS: Record<keyof RelatedProductLists, TextKey> = {
  accessories: "product.related.accessories",
  accessoryFor: "product.related.accessoryFor",
  worksWith: "product.related.worksWith",
  replaces: "product.related.replaces",
  replacedBy: "product.related.replacedBy",
};

function RelatedProductItem({ product }: { product: RelatedProductView }) {
  return (
    <li className="relative flex items-center gap-3 rounded-lg border border-[var(--border)] bg-[var(--card)] p-3 focus-within:ring-2 focus-within:ring-[var(--ring)] hover:border-[var(--accent)]">
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-50">
        {product.imageUrl ? (
          <ResponsiveImage
            src={product.imageUrl}
            alt=""
            decorative
            width={1200}
            height={1200}
            sizes="56px"
            className="size-full object-contain"
          />
        ) : (
          <Package className="size-6 text-[var(--muted-foreground)]" aria-hidden />
        )}
      </span>
      <span className="min-w-0">
        <Link
          to={`/products/${product.slug}`}
          className="block font-medium break-words after:absolute after:inset-0 focus-visible:outline-none"
        >
          {product.name}
        </Link>
        <span className="text-sm text-[var(--muted-foreground)]">{product.productCode}</span>
      </span>
    </li>
  );
}

export function RelatedProducts({ lists }: { lists: RelatedProductLists }) {
  const t = useT();
  const shown = (Object.keys(HEADINGS) as (keyof RelatedProductLists)[]).filter((list) => lists[list].length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mt-12 grid gap-6">
      <h2 id="related-products" className="text-2xl font-semibold tracking-tight">
        {t("product.related.title")}
      </h2>
      {shown.map((list) => (
        <section key={list} aria-labelledby={`related-${list}`} className="grid gap-3">
          <h3 id={`related-${list}`} className="text-lg font-semibold">
            {t(HEADINGS[list])}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {lists[list].map((product) => (
              <RelatedProductItem key={product.id} product={product} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
