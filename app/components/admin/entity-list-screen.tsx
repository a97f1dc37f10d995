/**
 * A list screen of an entity whose delete asks first (solutions, case studies): the page with its
 * heading, Add button and table (loading, empty and filled states), and the delete confirmation
 * (admin-panel.md §4: "deletion needs a confirmation") with its toasts.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { apiRequest } from "~/lib/api-client";
import { AdminPageHeader, QueryError } from "./admin-page-header";
import { AdminTable, EmptyRow, HeaderCell, LoadingRows, TableBody, TableHead } from "./admin-table";
import { entityTexts } from "./entity-texts";
import { useAdminMutation } from "./use-admin-mutation";
import type { useEditorState } from "./use-editor-state";

/**
 * A list screen: heading, "Add {name}" button, and the table of `list`: its column headings (the
 * last one, Actions, added here), skeleton rows while it loads, and when it is empty the empty
 * text with a button that opens the create dialog. `children` are the screen's dialogs.
 */
export function EntityListScreen<Item>({
  name,
  title,
  description,
  list,
  error = list.error,
  headings,
  emptyText,
  onCreate,
  row,
  children,
}: {
  /** Title case, singular: "Case Study". */
  name: string;
  title: string;
  description: string;
  list: UseQueryResult<Item[]>;
  /** A failed read the screen depends on; the list's own by default. */
  error?: Error | null;
  headings: readonly { label: string; className?: string }[];
  emptyText: string;
  onCreate(): void;
  row(item: Item): ReactNode;
  children: ReactNode;
}) {
  const columns = headings.length + 1;
  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          <Button onClick={onCreate}>
            <Plus aria-hidden /> Add {name}
          </Button>
        }
      />
      <QueryError error={error} />
      <AdminTable label={title}>
        <TableHead>
          {headings.map((heading) => (
            <HeaderCell key={heading.label} className={heading.className}>
              {heading.label}
            </HeaderCell>
          ))}
          <HeaderCell className="w-28 text-right">Actions</HeaderCell>
        </TableHead>
        <TableBody>
          {list.isPending ? (
            <LoadingRows columns={columns} />
          ) : !list.data?.length ? (
            <EmptyRow columns={columns}>
              <p>{emptyText}</p>
              <Button onClick={onCreate}>
                <Plus aria-hidden /> Add Your First {name}
              </Button>
            </EmptyRow>
          ) : (
            list.data.map(row)
          )}
        </TableBody>
      </AdminTable>
      {children}
    </div>
  );
}

/** Asks before deleting `target.item` (kept while the dialog closes), then deletes it and refetches the lists. */
export function DeleteConfirmation<Item extends { id: string }>({
  target,
  name,
  path,
  refetch = [],
  labelOf,
}: {
  target: ReturnType<typeof useEditorState<Item>>;
  name: string;
  path: string;
  /** Lists other than `path` that show this entity. */
  refetch?: readonly string[];
  labelOf(item: Item): string;
}) {
  const texts = entityTexts(name);
  const remove = useAdminMutation({
    mutationFn: (item: Item) => apiRequest("DELETE", `${path}/${item.id}`),
    refetch: [path, ...refetch],
    success: texts.deleted,
    failure: texts.deleteFailed,
  });
  return (
    <ConfirmDialog
      open={target.open}
      onOpenChange={(open) => !open && target.close()}
      title={texts.deleteTitle}
      description={target.item ? texts.deleteQuestion(labelOf(target.item)) : ""}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => target.item && remove.mutate(target.item, { onSettled: target.close })}
    />
  );
}
