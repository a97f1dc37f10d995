import { useT } from "~/lib/i18n/translation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";

const LINK =
  "inline-flex items-center gap-1 rounded-md border border-[var(--border)] px-3 py-2 text-sm font-medium hover:bg-[var(--muted)]";
/** Previous or next where there is none: greyed, not faded, so that its text still meets WCAG AA contrast. */
const UNAVAILABLE = "pointer-events-none border-dashed text-[var(--muted-foreground)]";

/** Previous/next links and the page number, keeping every other query parameter. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  const t = useT();
  if (pageCount <= 1) return null;
  const linkTo = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const search = params.toString();
    return search ? `${location.pathname}?${search}` : location.pathname;
  };
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <a href={linkTo(page - 1)} className={LINK} rel="prev">
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> {t("pagination.previous")}
        </a>
      ) : (
        <span className={cn(LINK, UNAVAILABLE)} aria-hidden>
          <ChevronLeft className="size-4 rtl:rotate-180" /> {t("pagination.previous")}
        </span>
      )}
      <span className="text-sm tabular-nums" aria-current="page">
        {t("pagination.page", { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <a href={linkTo(page + 1)} className={LINK} rel="next">
          {t("pagination.next")} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </a>
      ) : (
        <span className={cn(LINK, UNAVAILABLE)} aria-hidden>
          {t("pagination.next")} <ChevronRight className="size-4 rtl:rotate-180" />
        </span>
      )}
    </nav>
  );
}
