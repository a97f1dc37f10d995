import { useT } from "~/lib/i18n/translation";
import type { AboutStat } from "./about-content";

/** The company's figures as a grid of cards, value first. */
export function AboutStatGrid({ stats }: { stats: AboutStat[] }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
          <dt className="order-2 mt-1 text-sm text-[var(--muted-foreground)]">{t(stat.label)}</dt>
          <dd className="order-1 text-2xl leading-tight font-semibold tracking-tight text-[var(--accent)] tabular-nums">
            <span dir="ltr">{stat.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
