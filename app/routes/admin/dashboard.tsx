import { useQuery } from "@tanstack/react-query";
import {
  ArrowRight,
  FileText,
  FolderOpen,
  Lightbulb,
  MessageSquare,
  Newspaper,
  Package,
  Tags,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { QueryError } from "~/components/admin/shell/admin-page-header";
import { TranslationStatusSection } from "~/components/admin/content/translation-status-section";
import { Skeleton } from "~/components/ui/skeleton";
import type { DashboardStats } from "~/schemas/staff/dashboard";
import { DASHBOARD_STATS_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | Admin Panel" }];

const CARDS: { key: keyof DashboardStats; label: string; hint: string; icon: LucideIcon }[] = [
  { key: "products", label: "Products", hint: "In the catalogue", icon: Package },
  { key: "categories", label: "Categories", hint: "Product groups", icon: Tags },
  { key: "solutions", label: "Solutions", hint: "Industry solutions", icon: Lightbulb },
  { key: "resources", label: "Resources", hint: "Downloads and guides", icon: FolderOpen },
  { key: "newsArticles", label: "News Articles", hint: "Published and scheduled", icon: Newspaper },
  { key: "caseStudies", label: "Case Studies", hint: "Customer projects", icon: FileText },
  { key: "inquiries", label: "Inquiries", hint: "From the website", icon: MessageSquare },
  { key: "newInquiries", label: "Pending Inquiries", hint: "Need response", icon: TriangleAlert },
];

const QUICK_ACTIONS = [
  { to: "/admin/products", label: "Manage Products" },
  { to: "/admin/solutions", label: "Manage Solutions" },
  { to: "/admin/resources", label: "Manage Resources" },
  { to: "/admin/inquiries", label: "View Inquiries" },
];

export default function Dashboard() {
  const stats = useQuery<DashboardStats>({ queryKey: [DASHBOARD_STATS_PATH] });
  return (
    <div className="grid grid-cols-1 gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-sm text-[var(--muted-foreground)]">The website's content and inquiries at a glance.</p>
      </div>
      <QueryError error={stats.error} />
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        {CARDS.map(({ key, label, hint, icon: Icon }) => (
          <div key={key} className="rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
            <dt className="flex items-center justify-between text-sm font-medium">
              {label}
              <Icon className="size-4 text-[var(--muted-foreground)]" aria-hidden />
            </dt>
            <dd className="mt-2 text-3xl font-semibold tabular-nums">{stats.data ? stats.data[key] : <Skeleton className="h-9 w-16" />}</dd>
            <dd className="mt-1 text-xs text-[var(--muted-foreground)]">{hint}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h2 className="text-lg font-semibold">Quick Actions</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className="flex items-center justify-between rounded-lg border border-[var(--border)] bg-[var(--card)] px-4 py-3 text-sm font-medium hover:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
              >
                {action.label}
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <TranslationStatusSection />
    </div>
  );
}
