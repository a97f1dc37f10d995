/** The catalogue's products as a select's options, by name, after "Choose a product": the advisory's product rows share them. */
import { useQuery } from "@tanstack/react-query";
import type { ProductRow } from "~/schemas/catalogue/product";
import { PRODUCTS_PATH } from "../shell/api-paths";

export function ProductOptions() {
  const products = useQuery<ProductRow[]>({ queryKey: [PRODUCTS_PATH] });
  const sorted = products.data ? [...products.data].sort((a, b) => a.name.localeCompare(b.name)) : [];
  return (
    <>
      <option value="">Choose a product</option>
      {sorted.map((product) => (
        <option key={product.id} value={product.id}>
          {product.name} ({product.productCode})
        </option>
      ))}
    </>
  );
}
