import { useT } from "~/lib/i18n/translation";
import type { SearchHit } from "~/lib/catalogue/site-search";
import { Link } from "../shell/localized-link";
import { SEARCH_KIND_ICONS } from "./search-kinds";
import { Badge } from "~/components/ui/badge";

/** One search result: its kind, its title as the link, and a line of its text. */
export function SearchResultCard({ hit }: { hit: SearchHit }) {
  const t = useT();
  const Icon = SEARCH_KIND_ICONS[hit.kind];
  return (
    <article className="relative rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-[var(--ring)] hover:border-[var(--accent)]">
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-[var(--muted-foreground)] uppercase">
        <Icon className="size-4 text-[var(--accent)]" aria-hidden /> {t(`search.kind.${hit.kind}`)}
        {hit.lifecycle && hit.lifecycle !== "active" && <Badge className="normal-case">{t(`lifecycle.status.${hit.lifecycle}`)}</Badge>}
      </p>
      <h3 className="mt-2 text-lg font-semibold break-words">
        <Link to={hit.href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {hit.title}
        </Link>
      </h3>
      {hit.summary && <p className="mt-1 line-clamp-2 text-sm text-[var(--muted-foreground)]">{hit.summary}</p>}
    </article>
  );
}
