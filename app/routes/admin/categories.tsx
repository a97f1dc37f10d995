import { useQuery } from "@tanstack/react-query";
import type { Route } from "./+types/categories";
import { Cell, Thumbnail } from "~/components/admin/lists/admin-table";
import { RowActions } from "~/components/admin/lists/admin-table-rows";
import { CategoryFormDialog } from "~/components/admin/catalogue/category-form-dialog";
import { EntityListScreen, useEntityDelete } from "~/components/admin/lists/entity-list-screen";
import { useEditorState } from "~/components/admin/lists/use-editor-state";
import type { CategoryRow } from "~/schemas/catalogue/category";
import { CATEGORIES_PATH, PRODUCTS_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Categories | Admin Panel" }];

const HEADINGS = [{ label: "Image", className: "w-20" }, { label: "Name" }, { label: "Slug" }, { label: "Order", className: "w-24" }];

const byOrderThenName = (categories: CategoryRow[]) => [...categories].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/** docs/behaviour/admin-area.md §2 Categories: image, name, slug, order, edit and delete (at once, without confirmation). */
export default function CategoriesScreen() {
  const list = useQuery<CategoryRow[], Error, CategoryRow[]>({ queryKey: [CATEGORIES_PATH], select: byOrderThenName });
  const editor = useEditorState<CategoryRow>();
  const remove = useEntityDelete<CategoryRow>({
    path: CATEGORIES_PATH,
    // Deleting a category deletes its products.
    refetch: [PRODUCTS_PATH],
    success: "Category deleted successfully",
    failure: "Failed to delete category",
  });

  return (
    <EntityListScreen
      name="Category"
      title="Categories"
      description="The product groups of the catalogue. Deleting a category deletes its products."
      list={list}
      headings={HEADINGS}
      emptyText="No categories yet"
      onCreate={editor.openCreate}
      row={(category) => (
        <tr key={category.id}>
          <Cell>
            <Thumbnail src={category.imageUrl} />
          </Cell>
          <Cell className="font-medium">{category.name}</Cell>
          <Cell className="font-mono text-xs">{category.slug}</Cell>
          <Cell className="tabular-nums">{category.order}</Cell>
          <RowActions
            name={category.name}
            deleting={remove.isPending}
            onEdit={() => editor.openEdit(category)}
            onDelete={() => remove.mutate(category)}
          />
        </tr>
      )}
    >
      <CategoryFormDialog open={editor.open} category={editor.item} onClose={editor.close} />
    </EntityListScreen>
  );
}
