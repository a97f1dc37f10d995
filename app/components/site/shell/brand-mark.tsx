/** The company's mark: a stylised fingerprint on navy (the same drawing as the favicon). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <rect width="64" height="64" rx="14" fill="#0b1b33" />
      <g fill="none" stroke="#22d3ee" strokeWidth="4" strokeLinecap="round">
        <path d="M20 44c-3-4-4-8-4-12a16 16 0 0 1 32 0v4" />
        <path d="M26 48c-2-4-3-9-3-16a9 9 0 0 1 18 0c0 7 1 11 3 14" />
        <path d="M32 32c0 8 2 14 5 18" />
      </g>
    </svg>
  );
}
