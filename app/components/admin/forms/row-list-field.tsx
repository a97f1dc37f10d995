/**
 * A form field made of rows (a solution's bill of materials, a product's specifications, a hero
 * slide's statistics): a fieldset with its count, hint, column headings on wide screens, one row
 * per item with labelled inputs (labels shown on a phone, where the row stacks), buttons that move
 * a row up or down or remove it, an Add button up to a maximum, and the list's own error.
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

export type RowListColumn = { label: string; required?: boolean };

const errorClass = "text-xs text-red-700 dark:text-red-400";

function RequiredMark() {
  return (
    <span className="text-red-600 dark:text-red-400" aria-hidden>
      {" *"}
    </span>
  );
}

export function RowListField({
  legend,
  hint,
  columns,
  grid,
  count,
  maxRows,
  addLabel,
  onAdd,
  error,
  children,
}: {
  legend: string;
  hint: string;
  columns: readonly RowListColumn[];
  /** Tailwind grid columns from `sm` up, the last one for the buttons: "sm:grid-cols-[…_auto]". */
  grid: string;
  count: number;
  maxRows: number;
  addLabel: string;
  onAdd(): void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium">
        {legend} <span className="font-normal text-[var(--muted-foreground)]">({count})</span>
      </legend>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-[var(--muted-foreground)]">
        {hint}
      </p>
      {count > 0 && (
        <>
          <div aria-hidden className={cn("hidden gap-2 text-xs font-medium text-[var(--muted-foreground)] sm:grid", grid)}>
            {columns.map((column) => (
              <span key={column.label}>
                {column.label}
                {column.required && <RequiredMark />}
              </span>
            ))}
            <span className="w-26" />
          </div>
          <ol className="grid gap-2">{children}</ol>
        </>
      )}
      <div>
        <Button type="button" variant="secondary" size="sm" disabled={count >= maxRows} onClick={onAdd}>
          <Plus aria-hidden /> {addLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One row: a bordered card of stacked fields on a phone, a line of the grid from `sm` up. */
export function RowListItem({ grid, children }: { grid: string; children: ReactNode }) {
  return (
    <li className={cn("grid grid-cols-2 items-start gap-2 rounded-lg border border-[var(--border)] p-2 sm:border-0 sm:p-0", grid)}>
      {children}
    </li>
  );
}

type RowControlProps = { label: string; row: string; required?: boolean; error?: string; className?: string };

/**
 * A control of a row, named "{label} ({row})" ("Part (line 2)"); the label shows on a phone only,
 * where there are no column headings. Its error shows under it.
 */
function RowControl({
  label,
  row,
  required = false,
  error,
  className,
  children,
}: RowControlProps & {
  children(props: {
    id: string;
    "aria-invalid": boolean;
    "aria-required": true | undefined;
    "aria-describedby": string | undefined;
  }): ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn("grid min-w-0 content-start gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium sm:sr-only">
        {label}
        <span className="sr-only"> ({row})</span>
        {required && <RequiredMark />}
      </label>
      {children({
        id,
        "aria-invalid": !!error,
        "aria-required": required || undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export function RowInput({ label, row, required, error, className, ...props }: RowControlProps & ComponentProps<"input">) {
  return <RowControl {...{ label, row, required, error, className }}>{(control) => <Input {...control} {...props} />}</RowControl>;
}

export function RowSelect({ label, row, required, error, className, ...props }: RowControlProps & ComponentProps<"select">) {
  return <RowControl {...{ label, row, required, error, className }}>{(control) => <Select {...control} {...props} />}</RowControl>;
}

/** Move up, move down (where the order matters) and remove, named after the row ("Move line 2 up", "Remove line 2"). */
export function RowButtons({
  row,
  index,
  count,
  onMove,
  onRemove,
}: {
  row: string;
  index: number;
  count: number;
  /** Left out for a list whose order means nothing: then only the remove button. */
  onMove?(from: number, to: number): void;
  onRemove(index: number): void;
}) {
  const buttons = [
    ...(onMove
      ? [
          { label: `Move ${row} up`, Icon: ArrowUp, disabled: index === 0, act: () => onMove(index, index - 1) },
          { label: `Move ${row} down`, Icon: ArrowDown, disabled: index === count - 1, act: () => onMove(index, index + 1) },
        ]
      : []),
    { label: `Remove ${row}`, Icon: Trash2, disabled: false, act: () => onRemove(index) },
  ];
  return (
    <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
      {buttons.map(({ label, Icon, disabled, act }) => (
        <Button key={label} type="button" variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={act}>
          <Icon aria-hidden className={Icon === Trash2 ? "text-red-600 dark:text-red-400" : undefined} />
        </Button>
      ))}
    </div>
  );
}
