import type { TextKey } from "~/lib/i18n/translator";
import { Lightbulb, Newspaper, Presentation, Rocket, type LucideIcon } from "lucide-react";
import type { NewsCategory } from "~/lib/domain-values";

/**
 * How each news category is presented: its badge name and its tab on the news list (catalog keys)
 (docs/behaviour/public-site.md §2), the icon a card shows when it has no image, and a badge colour per
 * category whose text meets WCAG AA on its background in both themes.
 */
export const NEWS_CATEGORY_DISPLAY: Record<NewsCategory, { label: TextKey; tabLabel: TextKey; icon: LucideIcon; badgeClass: string }> = {
  news: {
    label: "news.category.news",
    tabLabel: "news.tab.news",
    icon: Newspaper,
    badgeClass: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
  },
  product_launch: {
    label: "news.category.productLaunch",
    tabLabel: "news.tab.productLaunch",
    icon: Rocket,
    badgeClass: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  },
  exhibition: {
    label: "news.category.exhibition",
    tabLabel: "news.tab.exhibition",
    icon: Presentation,
    badgeClass: "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200",
  },
  industry_insight: {
    label: "news.category.industryInsight",
    tabLabel: "news.tab.industryInsight",
    icon: Lightbulb,
    badgeClass: "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  },
};
