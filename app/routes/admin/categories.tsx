import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { Route } from "./+types/categories";
import { AdminPageHeader, QueryError } from "~/components/admin/admin-page-header";
import { AdminTable, Cell, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead, Thumbnail } from "~/components/admin/admin-table";
import { CATEGORIES_PATH, CategoryFormDialog } from "~/components/admin/category-form-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useEditorState } from "~/components/admin/use-editor-state";
import { Button } from "~/components/ui/button";
import type { CategoryRow } from "~/db/api-rows";
import { apiRequest } from "~/lib/api-client";

export const meta: Route.MetaFunction = () => [{ title: "Categories | Admin Panel" }];

const COLUMNS = 5;

/** admin-panel.md §2 Categories: image, name, slug, order, edit and delete (at once, without confirmation). */
export default function CategoriesScreen() {
  const list = useQuery<CategoryRow[]>({ queryKey: [CATEGORIES_PATH] });
  const editor = useEditorState<CategoryRow>();
  const remove = useAdminMutation({
    mutationFn: (category: CategoryRow) => apiRequest("DELETE", `${CATEGORIES_PATH}/${category.id}`),
    refetch: [CATEGORIES_PATH, "/api/products"],
    success: "Category deleted successfully",
    failure: "Failed to delete category",
  });
  const rows = list.data ? [...list.data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)) : [];

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title="Categories"
        description="The product groups of the catalogue. Deleting a category deletes its products."
        actions={
          <Button onClick={editor.openCreate}>
            <Plus aria-hidden /> Add Category
          </Button>
        }
      />
      <QueryError error={list.error} />
      <AdminTable label="Categories">
        <TableHead>
          <HeaderCell className="w-20">Image</HeaderCell>
          <HeaderCell>Name</HeaderCell>
          <HeaderCell>Slug</HeaderCell>
          <HeaderCell className="w-24">Order</HeaderCell>
          <HeaderCell className="w-28 text-right">Actions</HeaderCell>
        </TableHead>
        <TableBody>
          {list.isPending ? (
            <LoadingRows columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={COLUMNS}>
              <p>No categories yet</p>
              <Button onClick={editor.openCreate}>
                <Plus aria-hidden /> Add Your First Category
              </Button>
            </EmptyRow>
          ) : (
            rows.map((category) => (
              <tr key={category.id}>
                <Cell>
                  <Thumbnail src={category.imageUrl} />
                </Cell>
                <Cell className="font-medium">{category.name}</Cell>
                <Cell className="font-mono text-xs">{category.slug}</Cell>
                <Cell className="tabular-nums">{category.order}</Cell>
                <Cell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${category.name}`} onClick={() => editor.openEdit(category)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${category.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(category)}
                  >
                    <Trash2 aria-hidden className="text-red-600" />
                  </Button>
                </Cell>
              </tr>
            ))
          )}
        </TableBody>
      </AdminTable>
      <CategoryFormDialog open={editor.open} category={editor.item} onClose={editor.close} />
    </div>
  );
}
