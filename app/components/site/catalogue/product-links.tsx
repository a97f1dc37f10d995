/** Products as links in a sentence: "A, B" (a retired product's replacements). */
import { Link } from "../shell/localized-link";

export type ProductLink = { slug: string; name: string };

export function ProductLinks({ products }: { products: ProductLink[] }) {
  return products.map((product, index) => (
    <span key={product.slug}>
      {index > 0 && ", "}
      <Link to={`/products/${product.slug}`} className="font-medium text-[var(--link)] underline underline-offset-2">
        {product.name}
      </Link>
    </span>
  ));
}
