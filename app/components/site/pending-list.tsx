import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";

/**
 * A paged list with its paging links, dimmed while another page, tab, filter or search of it
 * loads from the server: the page itself stays (and keeps focus) until the new list arrives.
 */
export function PendingList({ className, children }: { className?: string; children: ReactNode }) {
  const loading = useNavigation().state === "loading";
  return (
    <div className={cn(className, loading && "opacity-60 transition-opacity")} aria-busy={loading || undefined}>
      {children}
    </div>
  );
}
