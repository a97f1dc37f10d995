import {
  BadgeCheck,
  Building2,
  Database,
  FileText,
  FolderOpen,
  Handshake,
  History,
  Images,
  LayoutDashboard,
  Lightbulb,
  MessageSquare,
  Newspaper,
  Package,
  Presentation,
  ShieldAlert,
  Tags,
  Trash2,
  UserCog,
  Webhook,
  type LucideIcon,
} from "lucide-react";

import type { UserRole } from "~/lib/domain-values";

type NavigationEntry = { path: string; label: string; icon: LucideIcon; adminOnly?: boolean };

/**
 * The sidebar's entries, in docs/behaviour/admin-area.md §2's order (with Distributors and Certificates after the other content), then Users, Activity and Webhooks. Database, Users,
 * Activity and Webhooks are for admins only (docs/decisions/011-sessions-and-roles.md): editors do not see them.
 */
const ADMIN_NAVIGATION: NavigationEntry[] = [
  { path: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { path: "/admin/categories", label: "Categories", icon: Tags },
  { path: "/admin/products", label: "Products", icon: Package },
  { path: "/admin/solutions", label: "Solutions", icon: Lightbulb },
  { path: "/admin/resources", label: "Resources", icon: FolderOpen },
  { path: "/admin/news", label: "News Articles", icon: Newspaper },
  { path: "/admin/advisories", label: "Security Advisories", icon: ShieldAlert },
  { path: "/admin/case-studies", label: "Case Studies", icon: FileText },
  { path: "/admin/hero-slides", label: "Hero Slides", icon: Presentation },
  { path: "/admin/distributors", label: "Distributors", icon: Handshake },
  { path: "/admin/certificates", label: "Certificates", icon: BadgeCheck },
  { path: "/admin/company-info", label: "Company Info", icon: Building2 },
  { path: "/admin/inquiries", label: "Inquiries", icon: MessageSquare },
  { path: "/admin/media", label: "Media Library", icon: Images },
  { path: "/admin/recently-deleted", label: "Recently Deleted", icon: Trash2 },
  { path: "/admin/database", label: "Database", icon: Database, adminOnly: true },
  { path: "/admin/users", label: "Users", icon: UserCog, adminOnly: true },
  { path: "/admin/activity", label: "Activity", icon: History, adminOnly: true },
  { path: "/admin/webhooks", label: "Webhooks", icon: Webhook, adminOnly: true },
];

/** The entries a user of this role may open. */
export const navigationFor = (role: UserRole): NavigationEntry[] =>
  ADMIN_NAVIGATION.filter((entry) => !entry.adminOnly || role === "admin");

/** docs/behaviour/admin-area.md §9: the sidebar remembers its state for 604800 seconds. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;
