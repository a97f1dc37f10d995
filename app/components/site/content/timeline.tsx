import { useT } from "~/lib/i18n/translation";
import type { Milestone } from "./about-content";

/** Milestones in order: a vertical line on small screens, a horizontal track on large ones. */
export function Timeline({ milestones }: { milestones: Milestone[] }) {
  const t = useT();
  return (
    <ol className="relative grid gap-8 border-s-2 border-[var(--border)] ps-6 lg:grid-cols-6 lg:gap-6 lg:border-t-2 lg:border-s-0 lg:pt-8 lg:ps-0">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span
            aria-hidden
            className="absolute top-1.5 -start-[calc(1.5rem+7px)] size-3 rounded-full border-2 border-[var(--background)] bg-[var(--accent)] ring-2 ring-[var(--accent)] lg:-top-[calc(2rem+7px)] lg:start-0"
          />
          <time dateTime={milestone.year} className="block text-2xl font-semibold text-[var(--accent)] tabular-nums">
            {milestone.year}
          </time>
          <h3 className="mt-1 font-semibold">{t(milestone.title)}</h3>
          <p className="mt-1 text-sm leading-6 text-[var(--muted-foreground)]">{t(milestone.text)}</p>
        </li>
      ))}
    </ol>
  );
}
