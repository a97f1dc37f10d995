import { cn } from "~/lib/cn";

export type BandStat = { value: string; label: string };

/**
 * The figures under a dark band's heading (the home page's hero, the customization page): a
 * description list whose label comes first, as HTML requires, while the value shows above it.
 */
export function BandStats({ stats, large = false }: { stats: BandStat[]; large?: boolean }) {
  return (
    <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse border-s-2 border-accent-400 ps-4">
          <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
          <dd className={cn("text-2xl font-semibold tabular-nums", large && "sm:text-3xl")}>
            <span dir="ltr">{stat.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
