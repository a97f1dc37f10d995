import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";

const numberFormat = new Intl.NumberFormat("en-US");

/** Previous and next pages of a list paged on the server, and where the reader is in it. */
export function TablePagination({
  offset,
  limit,
  total,
  noun,
  onOffsetChange,
}: {
  offset: number;
  limit: number;
  total: number;
  noun: string;
  onOffsetChange(offset: number): void;
}) {
  if (total === 0) return null;
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + limit, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-[var(--muted-foreground)]">
      <p aria-live="polite">
        Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={last >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
