import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import type { NewsCategory } from "~/lib/domain-values";
import { NEWS_CATEGORY_DISPLAY } from "./news-categories";

/** An article's category in its own colour. */
export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  const { label, badgeClass } = NEWS_CATEGORY_DISPLAY[category];
  return <Badge className={badgeClass}>{t(label)}</Badge>;
}
