import { useT } from "~/lib/i18n/translation";
import { Skeleton } from "~/components/ui/skeleton";

/** `count` placeholder cards in the grid the real cards will fill (docs/behaviour/public-site.md §9 counts). */
export function CardSkeletons({ count, className }: { count: number; className: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={t("common.loading")} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)]">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
