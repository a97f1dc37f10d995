/**
 * docs/behaviour/admin-area.md §2 Products: the table of one page of products (image, product code, name,
 * category, price range, status: Draft or Scheduled, then Featured or Active, then the lifecycle when not active; actions), sortable by product code and name, with its loading
 * and empty states.
 */
import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { ProductWithValuesRow } from "~/schemas/catalogue/product";
import type { ProductSort } from "~/schemas/catalogue/product";
import { PublicationBadge } from "../lists/publication-badge";
import { LIFECYCLE_LABELS } from "./product-lifecycle-fields";
import {
  AdminTable,
  Cell,
  EmptyRow,
  HeaderCell,
  LoadingRows,
  SortableHeaderCell,
  TableBody,
  TableHead,
  Thumbnail,
} from "../lists/admin-table";

const COLUMNS = 7;

type SortKey = "code" | "name";

/** A header's direction under the list's current sort. */
const directionOf = (sort: ProductSort, key: SortKey) => (sort === key ? "ascending" : sort === `-${key}` ? "descending" : "none");

/** Sorting by a column sorts it ascending, or descending when it already was ascending. */
const nextSort = (sort: ProductSort, key: SortKey): ProductSort => (sort === key ? `-${key}` : key);

function StatusBadge({ featured }: { featured: boolean }) {
  return featured ? (
    <Badge className="gap-1 border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      <Star className="size-3 fill-current" aria-hidden /> Featured
    </Badge>
  ) : (
    <Badge className="border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
      Active
    </Badge>
  );
}

export function ProductTable({
  products,
  categoryNames,
  sort,
  onSort,
  onEdit,
  onDelete,
  empty,
}: {
  /** The page's products, or undefined while the first page loads. */
  products: ProductWithValuesRow[] | undefined;
  categoryNames: ReadonlyMap<string, string>;
  sort: ProductSort;
  onSort(sort: ProductSort): void;
  onEdit(product: ProductWithValuesRow): void;
  onDelete(product: ProductWithValuesRow): void;
  /** What the table says when the page holds no product. */
  empty: ReactNode;
}) {
  const sortable = (key: SortKey, label: string) => (
    <SortableHeaderCell label={label} direction={directionOf(sort, key)} onSort={() => onSort(nextSort(sort, key))} />
  );
  return (
    <AdminTable label="Products">
      <TableHead>
        <HeaderCell className="w-20">Image</HeaderCell>
        {sortable("code", "Product Code")}
        {sortable("name", "Name")}
        <HeaderCell>Category</HeaderCell>
        <HeaderCell>Price Range</HeaderCell>
        <HeaderCell>Status</HeaderCell>
        <HeaderCell className="w-28 text-right">Actions</HeaderCell>
      </TableHead>
      <TableBody>
        {products === undefined ? (
          <LoadingRows columns={COLUMNS} />
        ) : products.length === 0 ? (
          <EmptyRow columns={COLUMNS}>{empty}</EmptyRow>
        ) : (
          products.map((product) => (
            <tr key={product.id}>
              <Cell>
                <Thumbnail src={product.imageUrl} />
              </Cell>
              <Cell className="font-mono text-xs whitespace-nowrap">{product.productCode}</Cell>
              <Cell className="min-w-48 font-medium">{product.name}</Cell>
              <Cell>{categoryNames.get(product.categoryId) ?? ""}</Cell>
              <Cell className="whitespace-nowrap tabular-nums">{product.priceRange ?? ""}</Cell>
              <Cell>
                <span className="flex flex-wrap gap-1">
                  <PublicationBadge status={product.status} publishAt={product.publishAt} />
                  <StatusBadge featured={product.isFeatured} />
                  {product.lifecycle !== "active" && <Badge>{LIFECYCLE_LABELS[product.lifecycle]}</Badge>}
                </span>
              </Cell>
              <Cell className="text-right whitespace-nowrap">
                <Button variant="ghost" size="icon-sm" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
                  <Pencil aria-hidden />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${product.name}`} onClick={() => onDelete(product)}>
                  <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
                </Button>
              </Cell>
            </tr>
          ))
        )}
      </TableBody>
    </AdminTable>
  );
}

/** The empty table's text: the first product to add, or nothing matching the search and filter. */
export function ProductTableEmpty({ filtered, onAdd, onClear }: { filtered: boolean; onAdd(): void; onClear(): void }) {
  return filtered ? (
    <>
      <p>No products match your search or category filter.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear search and filter
      </Button>
    </>
  ) : (
    <>
      <p>No products yet</p>
      <Button onClick={onAdd}>
        <Plus aria-hidden /> Add Your First Product
      </Button>
    </>
  );
}
