import type { ReactNode } from "react";
import { CheckIcon } from "~/components/site/parts/card-icons";
import { Link } from "~/components/site/shell/localized-link";
import { ResponsiveImage } from "~/components/site/parts/responsive-image";

/** What a card shows, and what its quote and compare buttons keep of the product. */
export type ProductCardView = {
  id: string;
  slug: string;
  name: string;
  productCode: string;
  imageUrl: string | null;
  priceRange: string | null;
  features: string[];
};

/** docs/behaviour/public-site.md §9: a product card shows at most 3 features. */
export const PRODUCT_CARD_FEATURES = 3;

/**
 * A product row as a list page sends it for a card: only the fields the card reads (a whole row
 * has its description, specifications and more, which the page would serialise for every card).
 */
export function productCardView(product: ProductCardView): ProductCardView {
  const { id, slug, name, productCode, imageUrl, priceRange, features } = product;
  return { id, slug, name, productCode, imageUrl, priceRange, features: features.slice(0, PRODUCT_CARD_FEATURES) };
}

export function ProductCard({ product, action }: { product: ProductCardView; action?: ReactNode }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/products/${product.slug}`} className="block bg-slate-50" tabIndex={-1} aria-hidden>
        {product.imageUrl && (
          <ResponsiveImage
            src={product.imageUrl}
            alt=""
            decorative
            width={1200}
            height={1200}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] w-full object-contain p-4 transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-[var(--accent)]">{product.productCode}</p>
        <h3 className="mt-1 text-base font-semibold">
          <Link to={`/products/${product.slug}`} className="hover:text-[var(--accent)]">
            {product.name}
          </Link>
        </h3>
        {product.priceRange && <p className="mt-1 text-sm text-[var(--muted-foreground)] tabular-nums">{product.priceRange}</p>}
        {product.features.length > 0 && (
          <ul className="mt-4 grid gap-1.5 text-sm">
            {product.features.slice(0, PRODUCT_CARD_FEATURES).map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-[var(--accent)]" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
        {action && <div className="mt-auto pt-5">{action}</div>}
      </div>
    </article>
  );
}
