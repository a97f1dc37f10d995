import {
  Building2,
  Database,
  FileText,
  FolderOpen,
  Images,
  LayoutDashboard,
  Lightbulb,
  MessageSquare,
  Newspaper,
  Package,
  Presentation,
  Tags,
  type LucideIcon,
} from "lucide-react";

/** The sidebar's entries, in admin-panel.md §2's order. */
export const ADMIN_NAVIGATION: { path: string; label: string; icon: LucideIcon }[] = [
  { path: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { path: "/admin/categories", label: "Categories", icon: Tags },
  { path: "/admin/products", label: "Products", icon: Package },
  { path: "/admin/solutions", label: "Solutions", icon: Lightbulb },
  { path: "/admin/resources", label: "Resources", icon: FolderOpen },
  { path: "/admin/news", label: "News Articles", icon: Newspaper },
  { path: "/admin/case-studies", label: "Case Studies", icon: FileText },
  { path: "/admin/hero-slides", label: "Hero Slides", icon: Presentation },
  { path: "/admin/company-info", label: "Company Info", icon: Building2 },
  { path: "/admin/inquiries", label: "Inquiries", icon: MessageSquare },
  { path: "/admin/media", label: "Media Library", icon: Images },
  { path: "/admin/database", label: "Database", icon: Database },
];

/** admin-panel.md §9: the sidebar remembers its state for 604800 seconds. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
