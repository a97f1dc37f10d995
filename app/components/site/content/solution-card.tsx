import { useT } from "~/lib/i18n/translation";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "~/components/site/shell/localized-link";
import { Badge } from "~/components/ui/badge";
import { industryLabel } from "./industries";
import { ResponsiveImage } from "../parts/responsive-image";

export type SolutionCardView = {
  id: string;
  slug: string;
  name: string;
  tagline: string | null;
  description: string;
  heroImageUrl: string | null;
  industry: string[];
  benefits: string[];
};

/** docs/behaviour/public-site.md §9: a solution card shows at most 2 industry badges and 3 benefits. */
const CARD_INDUSTRIES = 2;
const CARD_BENEFITS = 3;

/** `priority`: the card's image is the first screen's largest (the list's first card), loaded first, not lazily. */
export function SolutionCard({ solution, priority = false }: { solution: SolutionCardView; priority?: boolean }) {
  const t = useT();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm transition-shadow hover:shadow-md">
      {solution.heroImageUrl && (
        <ResponsiveImage
          src={solution.heroImageUrl}
          alt=""
          decorative
          width={1600}
          height={900}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          priority={priority}
          className="aspect-video w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          {solution.industry.slice(0, CARD_INDUSTRIES).map((industry) => (
            <Badge key={industry} className="capitalize">
              {industryLabel(t, industry)}
            </Badge>
          ))}
        </div>
        <h3 className="mt-3 text-lg font-semibold">
          <Link to={`/solutions/${solution.slug}`} className="hover:text-[var(--accent)]">
            {solution.name}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-[var(--muted-foreground)]">{solution.description}</p>
        {solution.benefits.length > 0 && (
          <ul className="mt-4 grid gap-1.5 text-sm">
            {solution.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-[var(--accent)]" aria-hidden />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/solutions/${solution.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-medium text-[var(--link)] hover:underline"
        >
          {t("solutions.learnMore")}
          <span className="sr-only">: {solution.name}</span>
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
