/** lucide's drawing style, shared by the icons drawn here: a 24-unit grid and a 2-unit round stroke, unfilled. */
export const LUCIDE_STROKE = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
