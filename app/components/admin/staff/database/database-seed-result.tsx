/** The Database screen's last-seed panel (docs/behaviour/admin-area.md §2): the counts the last Populate Demo Data answered. */
import { ClipboardCheck } from "lucide-react";
import { SEED_COUNT_KEYS, type LastSeed } from "./database-last-seed";

const LABELS: Record<(typeof SEED_COUNT_KEYS)[number], string> = {
  categories: "Categories",
  products: "Products",
  solutions: "Solutions",
  news: "News",
  resources: "Resources",
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

export function DatabaseSeedResult({ lastSeed }: { lastSeed: LastSeed | null }) {
  return (
    <section aria-labelledby="last-seed-heading" className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="last-seed-heading" className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardCheck className="size-5 text-[var(--accent)]" aria-hidden /> Last Seed Result
        </h2>
        {lastSeed && (
          <p className="text-sm text-[var(--muted-foreground)]">
            Populated at <time dateTime={lastSeed.at}>{timeOf(lastSeed.at)}</time>
          </p>
        )}
      </div>
      {lastSeed ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {SEED_COUNT_KEYS.map((key) => (
            <div key={key} className="rounded-lg border border-[var(--border)] bg-[var(--muted)]/50 px-4 py-3">
              <dt className="text-xs font-medium text-[var(--muted-foreground)]">{LABELS[key]}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{lastSeed.counts[key]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-[var(--muted-foreground)]">
          Demo data has not been populated in this session. The counts of what was added appear here after Populate Demo Data.
        </p>
      )}
    </section>
  );
}
