/**
 * The body rows of an admin list table: skeleton rows while it loads, the empty state (its text
 * and the button that adds the first item) when it holds nothing, otherwise the rows, each with
 * an Actions cell of Edit and Delete icon buttons named after the row (after any of the screen's own).
 */
import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Cell, EmptyRow, LoadingRows } from "./admin-table";

export function TableRows({
  columns,
  pending,
  count,
  emptyText,
  addFirstLabel,
  onAdd,
  children,
}: {
  columns: number;
  pending: boolean;
  count: number;
  emptyText: string;
  addFirstLabel: string;
  onAdd(): void;
  children: ReactNode;
}) {
  if (pending) return <LoadingRows columns={columns} />;
  if (count === 0)
    return (
      <EmptyRow columns={columns}>
        <p>{emptyText}</p>
        <Button onClick={onAdd}>
          <Plus aria-hidden /> {addFirstLabel}
        </Button>
      </EmptyRow>
    );
  return children;
}

export function RowActions({
  name,
  onEdit,
  onDelete,
  deleting = false,
  children,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  deleting?: boolean;
  /** The screen's own buttons, before Edit. */
  children?: ReactNode;
}) {
  return (
    <Cell className="text-right whitespace-nowrap">
      {children}
      <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${name}`} disabled={deleting} onClick={onDelete}>
        <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
      </Button>
    </Cell>
  );
}
