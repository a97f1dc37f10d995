import { useT } from "~/lib/i18n/translation";
import { Badge } from "~/components/ui/badge";
import type { NewsCategory } from "~/lib/domain-values";
import { NEWS_CATEGORY_DISPLAY } from "./news-categories";

/** An article's category in its own colour. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const t = useT();
  const { label, badgeClass } = NEWS_CATEGORY_DISPLAY[category];
  return <Badge className={badgeClass}>{t(label)}</Badge>;
}
