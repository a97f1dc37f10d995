import { Badge } from "~/components/ui/badge";
import type { NewsCategory } from "~/lib/domain-values";
import { NEWS_CATEGORY_DISPLAY } from "./news-categories";

/** An article's category in its own colour. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const { label, badgeClass } = NEWS_CATEGORY_DISPLAY[category];
  return <Badge className={badgeClass}>{label}</Badge>;
}
