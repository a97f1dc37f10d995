/**
 * The icons drawn on every product card (a feature's tick, the quote and compare buttons' signs)
 * as plain SVG, with exactly the markup lucide-react gives them (card-icons.test.tsx compares).
 * A lucide icon works its attributes out again on each render, about as long as the rest of the
 * card's elements together on the server, and a page of 24 cards draws 120 of them. These are
 * decorative: always hidden from assistive technology.
 */
import type { ReactNode } from "react";
import { LUCIDE_STROKE } from "./lucide-stroke";

const SVG_ATTRIBUTES = { xmlns: "http://www.w3.org/2000/svg", width: 24, height: 24, ...LUCIDE_STROKE } as const;

/** An icon component drawing `shapes` with lucide's classes (`lucide lucide-<name>`) before `className`. */
function cardIcon(name: string, shapes: ReactNode) {
  const iconClasses = `lucide lucide-${name}`;
  return function CardIcon({ className }: { className?: string }) {
    return (
      <svg {...SVG_ATTRIBUTES} className={className ? `${iconClasses} ${className}` : iconClasses} aria-hidden="true">
        {shapes}
      </svg>
    );
  };
}

/** lucide-react's Check. */
export const CheckIcon = cardIcon("check", <path d="M20 6 9 17l-5-5" />);

/** lucide-react's Plus. */
export const PlusIcon = cardIcon(
  "plus",
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>,
);

/** lucide-react's GitCompareArrows. */
export const CompareIcon = cardIcon(
  "git-compare-arrows",
  <>
    <circle cx="5" cy="6" r="3" />
    <path d="M12 6h5a2 2 0 0 1 2 2v7" />
    <path d="m15 9-3-3 3-3" />
    <circle cx="19" cy="18" r="3" />
    <path d="M12 18H7a2 2 0 0 1-2-2V9" />
    <path d="m9 15 3 3-3 3" />
  </>,
);
