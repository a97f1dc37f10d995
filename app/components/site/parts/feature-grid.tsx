import type { TextKey } from "~/lib/i18n/translator";
import { useT } from "~/lib/i18n/translation";
import type { LucideIcon } from "lucide-react";

/** An icon and the catalog keys of its title and text. */
export type Feature = { icon: LucideIcon; title: TextKey; text: TextKey };

/** Cards of an icon, a title and a line of text (reasons, capabilities, platforms, values). */
export function FeatureGrid({ features, className }: { features: Feature[]; className: string }) {
  const t = useT();
  return (
    <ul className={className}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-[var(--muted)] text-[var(--accent)]">
            <Icon className="size-6" aria-hidden />
          </span>
          <h3 className="mt-4 font-semibold">{t(title)}</h3>
          <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
