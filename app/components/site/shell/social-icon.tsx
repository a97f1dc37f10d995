import type { SocialNetwork } from "~/lib/domain-values";
import { LUCIDE_STROKE } from "../parts/lucide-stroke";

/**
 * Plain glyphs for the social networks: lucide no longer ships brand icons, so these are drawn
 * from simple shapes in the same 24-unit grid and stroke weight as lucide's.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = { ...LUCIDE_STROKE, className, "aria-hidden": true } as const;
  switch (network) {
    case "facebook":
      return (
        <svg {...common}>
          <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.2c0-.6.4-.7.8-.7H15z" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10.5V16M8 7.5v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
        </svg>
      );
    case "youtube":
      return (
        <svg {...common}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="m10 9.5 4.5 2.5-4.5 2.5z" />
        </svg>
      );
    case "x":
      return (
        <svg {...common}>
          <path d="m4 4 16 16M20 4 4 20" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5v.01" />
        </svg>
      );
  }
}

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  x: "X",
  instagram: "Instagram",
};
