import { BadgeCheck, Briefcase, Download, Layers, Newspaper, Package, ShieldAlert, type LucideIcon } from "lucide-react";
import type { SearchKind } from "~/lib/catalogue/site-search";

/** The icon of each kind of search result, beside its name (`search.kind.<kind>`). */
export const SEARCH_KIND_ICONS: Record<SearchKind, LucideIcon> = {
  product: Package,
  solution: Layers,
  news: Newspaper,
  caseStudy: Briefcase,
  resource: Download,
  advisory: ShieldAlert,
  certificate: BadgeCheck,
};
