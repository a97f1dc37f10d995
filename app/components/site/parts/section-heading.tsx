import type { ReactNode } from "react";

export function SectionHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-[var(--accent)] uppercase">{eyebrow}</p>}
      <h2 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h2>
      {children && <p className="mt-3 text-[var(--muted-foreground)]">{children}</p>}
    </div>
  );
}
