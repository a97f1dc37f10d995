/**
 * docs/behaviour/admin-area.md §2 Products: the catalogue's products, searched, filtered by category, sorted and
 * paged on the server (so ten thousand products stay quick), with the create/edit dialog and a
 * delete confirmation that a click outside does not dismiss.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download, Plus, Upload } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { Route } from "./+types/products";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { ProductFormDialog } from "~/components/admin/catalogue/product-form-dialog";
import { ProductImportDialog } from "~/components/admin/catalogue/product-import-dialog";
import { ProductTable, ProductTableEmpty } from "~/components/admin/catalogue/product-table";
import { SearchInput } from "~/components/admin/lists/search-input";
import { TablePagination } from "~/components/admin/lists/table-pagination";
import { useAdminMutation } from "~/components/admin/forms/use-admin-mutation";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import { useUrlListState } from "~/components/admin/lists/use-url-list-state";
import { Button, buttonVariants } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Select } from "~/components/ui/form-field";
import type { CategoryRow } from "~/schemas/catalogue/category";
import { apiList, apiRequest } from "~/lib/api-client";
import { PRODUCT_SORTS, type ProductSort, type ProductWithValuesRow } from "~/schemas/catalogue/product";
import { CATEGORIES_PATH, PRODUCTS_EXPORT_PATH, PRODUCTS_PATH } from "~/components/admin/shell/api-paths";
import { KEPT_AFTER_DELETE } from "~/components/admin/forms/entity-texts";

export const meta: Route.MetaFunction = () => [{ title: "Products | Admin Panel" }];

const PAGE_SIZE = 25;

const isProductSort = (value: string): value is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(value);

export default function ProductsScreen() {
  const { values, offset, update } = useUrlListState({ q: "", category: "", sort: "newest" });
  const sort = isProductSort(values.sort) ? values.sort : "newest";
  const params = { q: values.q, category: values.category, sort, limit: PAGE_SIZE, offset };
  const list = useQuery({
    queryKey: [PRODUCTS_PATH, params],
    queryFn: () => apiList<ProductWithValuesRow>(PRODUCTS_PATH, params),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery<CategoryRow[]>({ queryKey: [CATEGORIES_PATH] });
  const categoryNames = useMemo(() => new Map((categories.data ?? []).map((category) => [category.id, category.name])), [categories.data]);
  const editor = useEditorState<ProductWithValuesRow>();
  const [deleting, setDeleting] = useState<ProductWithValuesRow | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useAdminMutation({
    mutationFn: (product: ProductWithValuesRow) => apiRequest("DELETE", `${PRODUCTS_PATH}/${product.id}`),
    refetch: [PRODUCTS_PATH],
    success: "Product deleted successfully",
    failure: "Failed to delete product",
  });
  const page = list.isPlaceholderData ? undefined : list.data;

  // A page past the end (its last product deleted, or an old address): go to the last page there is.
  useEffect(() => {
    if (page && page.items.length === 0 && offset > 0) update({ offset: Math.max(0, Math.ceil(page.total / PAGE_SIZE) - 1) * PAGE_SIZE });
  }, [page, offset, update]);

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Products"
        description="The catalogue: every product with its specifications, images and downloads."
        actions={
          <>
            <a href={PRODUCTS_EXPORT_PATH} className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden /> Export CSV
            </a>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden /> Import CSV
            </Button>
            <Button onClick={editor.openCreate}>
              <Plus aria-hidden /> Add Product
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          label="Search products"
          placeholder="Search name, code or description"
          value={values.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          aria-label="Filter by category"
          className="w-full sm:w-56"
          value={values.category}
          onChange={(event) => update({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.data?.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <QueryError error={list.error ?? categories.error} />
      {!(list.isError && !list.data) && (
        <ProductTable
          products={list.data?.items}
          categoryNames={categoryNames}
          sort={sort}
          onSort={(next) => update({ sort: next })}
          onEdit={editor.openEdit}
          onDelete={setDeleting}
          empty={
            <ProductTableEmpty
              filtered={values.q !== "" || values.category !== ""}
              onAdd={editor.openCreate}
              onClear={() => update({ q: "", category: "" })}
            />
          }
        />
      )}
      {list.data && (
        <TablePagination
          offset={offset}
          limit={PAGE_SIZE}
          total={list.data.total}
          noun="products"
          onOffsetChange={(next) => update({ offset: next })}
        />
      )}
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
      <ProductFormDialog open={editor.open} product={editor.item} categories={categories.data ?? []} onClose={editor.close} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title="Are you sure you want to delete this product?"
        description={`This will delete "${deleting?.name ?? ""}". ${KEPT_AFTER_DELETE}`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
