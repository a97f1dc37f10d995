import { Check, GitCompareArrows, Plus, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckIcon, CompareIcon, PlusIcon } from "./card-icons";

const PAIRS: [string, ComponentType<{ className?: string }>, LucideIcon][] = [
  ["CheckIcon", CheckIcon, Check],
  ["PlusIcon", PlusIcon, Plus],
  ["CompareIcon", CompareIcon, GitCompareArrows],
];

describe("card icons", () => {
  it.each(PAIRS)("%s draws what lucide-react draws, hidden, with and without classes", (_, Ours, Lucide) => {
    for (const className of [undefined, "mt-0.5 size-4 shrink-0 text-[var(--accent)]"]) {
      const ours = renderToStaticMarkup(<Ours className={className} />);
      expect(ours).toBe(renderToStaticMarkup(<Lucide className={className} aria-hidden />));
      expect(ours).toContain('aria-hidden="true"');
    }
  });
});
