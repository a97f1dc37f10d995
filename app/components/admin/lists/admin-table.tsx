/**
 * The admin tables: one look for every list, scrolling sideways on a narrow screen rather than
 * squeezing its columns, with the loading and empty rows the screens need.
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";

export function AdminTable({
  label,
  className,
  tableClassName,
  children,
}: {
  label: string;
  className?: string;
  /** E.g. a smaller minimum width for a table of few, short columns. */
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    // A table wider than the screen scrolls sideways, so the keyboard must reach it: the scrolling
    // region is a focusable, named stop even where no cell holds a link or button.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
        className,
      )}
    >
      <table className={cn("w-full min-w-[40rem] border-collapse text-left text-sm", tableClassName)} aria-label={label}>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-[var(--border)] bg-[var(--muted)]/60 text-xs font-semibold tracking-wide text-[var(--muted-foreground)] uppercase">
      <tr>{children}</tr>
    </thead>
  );
}

export function HeaderCell({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 font-semibold whitespace-nowrap", className)} {...props} />;
}

/** A column heading that sorts the list: the current direction is announced through aria-sort. */
export function SortableHeaderCell({
  label,
  direction,
  onSort,
  className,
}: {
  label: string;
  direction: "ascending" | "descending" | "none";
  onSort(): void;
  className?: string;
}) {
  const Icon = direction === "ascending" ? ArrowUp : direction === "descending" ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={cn("px-2 py-1.5 font-semibold whitespace-nowrap", className)}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 uppercase hover:bg-[var(--muted)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-[var(--border)]">{children}</tbody>;
}

export function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}

/** Skeleton rows while the list loads, with the loading text announced once. */
export function LoadingRows({ columns, rows = 5, label = "Loading..." }: { columns: number; rows?: number; label?: string }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden={row > 0 || undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column} className="px-4 py-3">
              {row === 0 && column === 0 ? <span className="sr-only">{label}</span> : null}
              <Skeleton className="h-5 w-full max-w-40" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

/** One row across the table for the empty state: its text and, when given, the action that fills it. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-left text-sm text-[var(--muted-foreground)] sm:text-center">
        {/* Left-aligned on a phone, where the table scrolls sideways and its middle is off screen. */}
        <div className="grid justify-items-start gap-4 sm:justify-items-center">{children}</div>
      </td>
    </tr>
  );
}

/** A small square preview of a row's image, or an empty square when it has none. */
export function Thumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className={cn("size-12 rounded-md border border-[var(--border)] bg-white object-contain", className)}
    />
  ) : (
    <span className={cn("block size-12 rounded-md border border-dashed border-[var(--border)] bg-[var(--muted)]", className)} aria-hidden />
  );
}
