/**
 * The list screen of an entity kept in one short list (categories, resources, hero slides,
 * solutions, case studies): the page with its heading, Add button and table (loading, empty and
 * filled states), and its delete: at once (categories, resources, hero slides) or after a
 * confirmation (solutions, case studies; docs/behaviour/admin-area.md §4 "deletion needs a confirmation").
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { apiRequest } from "~/lib/api-client";
import type { VersionedKind } from "~/lib/history-values";
import { AdminPageHeader, QueryError } from "../shell/admin-page-header";
import { AdminTable, HeaderCell, TableBody, TableHead } from "./admin-table";
import { TableRows } from "./admin-table-rows";
import { entityTexts } from "../forms/entity-texts";
import { useAdminMutation } from "../forms/use-admin-mutation";
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
  /** A failure to show above the table: the list's own read by default. */
  error?: Error | null;
  headings: readonly { label: string; className?: string }[];
  emptyText: string;
  onCreate(): void;
  row(item: Item): ReactNode;
  children: ReactNode;
}) {
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
          <TableRows
            columns={headings.length + 1}
            pending={list.isPending}
            count={list.data?.length ?? 0}
            emptyText={emptyText}
            addFirstLabel={`Add Your First ${name}`}
            onAdd={onCreate}
          >
            {list.data?.map(row)}
          </TableRows>
        </TableBody>
      </AdminTable>
      {children}
    </div>
  );
}

/**
 * Deleting an item through `DELETE {path}/{id}`: the success toast, the failure toast when the
 * screen has one, and a refetch of `path` and of the other lists that show the entity.
 */
export function useEntityDelete<Item extends { id: string }>({
  path,
  refetch = [],
  success,
  failure,
}: {
  path: string;
  refetch?: readonly string[];
  success: string;
  failure?: string;
}) {
  return useAdminMutation({
    mutationFn: (item: Item) => apiRequest("DELETE", `${path}/${item.id}`),
    refetch: [path, ...refetch],
    success,
    failure,
  });
}

/** Asks before deleting `target.item` (kept while the dialog closes), then deletes it and refetches the lists. */
export function DeleteConfirmation<Item extends { id: string }>({
  target,
  name,
  path,
  refetch = [],
  labelOf,
  history,
}: {
  target: ReturnType<typeof useEditorState<Item>>;
  name: string;
  path: string;
  /** Lists other than `path` that show this entity. */
  refetch?: readonly string[];
  labelOf(item: Item): string;
  /** The kind, for an entity that keeps its versions: its delete keeps it in Recently Deleted (decision 062). */
  history?: VersionedKind;
}) {
  const texts = entityTexts(name);
  const remove = useEntityDelete<Item>({ path, refetch, success: texts.deleted, failure: texts.deleteFailed });
  return (
    <ConfirmDialog
      open={target.open}
      onOpenChange={(open) => !open && target.close()}
      title={texts.deleteTitle}
      description={target.item ? texts.deleteQuestion(labelOf(target.item), { kept: history !== undefined }) : ""}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() => target.item && remove.mutate(target.item, { onSettled: target.close })}
    />
  );
}
