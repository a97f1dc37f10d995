import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/company-info";
import type { loader as adminLayoutLoader } from "./layout";
import { AdminPageHeader, QueryError } from "~/components/admin/shell/admin-page-header";
import { CompanySectionCard, CompanySectionCardSkeleton } from "~/components/admin/content/company-info/company-section-card";
import { CompanySectionDialog } from "~/components/admin/content/company-info/company-section-dialog";
import { SiteSettingsForm } from "~/components/admin/content/company-info/site-settings-form";
import { Skeleton } from "~/components/ui/skeleton";
import type { CompanyInfoRow } from "~/schemas/content/company-info";
import { COMPANY_SECTIONS, type CompanySection } from "~/lib/domain-values";
import type { SiteSettingsInput } from "~/schemas/content/site-settings";
import { COMPANY_INFO_PATH, SITE_SETTINGS_PATH } from "~/components/admin/shell/api-paths";

export const meta: Route.MetaFunction = () => [{ title: "Company Info | Admin Panel" }];

/**
 * docs/behaviour/admin-area.md §2 Company information: the about, factory and certifications sections as cards
 * with their edit dialog; then the site settings (company name and contact details, and how
 * vulnerabilities are reported, which only an admin changes).
 */
export default function CompanyInfoScreen() {
  const sections = useQuery<CompanyInfoRow[]>({ queryKey: [COMPANY_INFO_PATH] });
  const settings = useQuery<SiteSettingsInput>({ queryKey: [SITE_SETTINGS_PATH] });
  const viewer = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout")?.user;
  const [editor, setEditor] = useState<{ open: boolean; section: CompanySection }>({ open: false, section: "about" });
  const rowOf = (section: CompanySection) => sections.data?.find((row) => row.section === section) ?? null;

  return (
    <div className="grid gap-10">
      <div className="grid gap-6">
        <AdminPageHeader
          title="Company Info"
          description="The About page's sections: who the company is, its factory and its certifications."
        />
        <QueryError error={sections.error} />
        <section aria-label="Company sections" className="grid gap-4 md:grid-cols-3">
          {COMPANY_SECTIONS.map((section) =>
            sections.isPending ? (
              <CompanySectionCardSkeleton key={section} />
            ) : (
              <CompanySectionCard key={section} section={section} row={rowOf(section)} onEdit={() => setEditor({ open: true, section })} />
            ),
          )}
        </section>
      </div>
      <section aria-labelledby="site-settings-heading" className="grid gap-4">
        <div>
          <h2 id="site-settings-heading" className="text-xl font-semibold tracking-tight">
            Site Settings
          </h2>
          <p className="mt-1 text-sm text-[var(--muted-foreground)]">
            The company name and contact details shown in the public site's header, footer and contact page.
          </p>
        </div>
        <QueryError error={settings.error} />
        {settings.data ? (
          <SiteSettingsForm settings={settings.data} canChangeReporting={viewer?.role === "admin"} />
        ) : (
          settings.isPending && <Skeleton className="h-[36rem] w-full rounded-xl" />
        )}
      </section>
      <CompanySectionDialog
        open={editor.open}
        section={editor.section}
        row={rowOf(editor.section)}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
