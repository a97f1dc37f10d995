import { Mail } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/support";
import { CtaBand } from "~/components/site/cta-band";
import { FilterTabs, reloadUnlessOnlyTabChanged } from "~/components/site/news-filter-tabs";
import { PageHero } from "~/components/site/page-hero";
import { RESOURCE_TYPE_DISPLAY, ResourceCard, type ResourceCardView } from "~/components/site/resource-card";
import { useSiteSettings } from "~/components/site/site-settings-context";
import { buttonVariants } from "~/components/ui/button";
import { RESOURCE_TYPES, type ResourceType } from "~/lib/domain-values";
import { listResources } from "~/services/resource.server";

/**
 * Support and downloads. This module serves both /support (the header's link) and /resources
 * (the footer's links, with ?type=tutorial or ?type=documentation choosing a tab): routes.ts
 * registers it twice under two ids.
 */
const TYPE_PARAM = "type";

export async function loader({ context }: Route.LoaderArgs) {
  const resources = await listResources(context.db).then((rows) =>
    rows.map((row): ResourceCardView => ({
      id: row.id,
      title: row.title,
      type: row.type,
      description: row.description,
      fileUrl: row.fileUrl,
      externalUrl: row.externalUrl,
      version: row.version,
      fileSize: row.fileSize,
      platform: row.platform,
      duration: row.duration,
    })),
  );
  return { resources };
}

/** The type tabs filter the loaded list in the browser: a tab change reloads nothing. */
export const shouldRevalidate = reloadUnlessOnlyTabChanged(TYPE_PARAM);

export const meta: Route.MetaFunction = () => [
  { title: "Support & Downloads | Software, Firmware, SDKs, Tutorials and Documentation" },
  {
    name: "description",
    content:
      "Download management software, firmware and SDKs for our biometric terminals, readers and locks, and find installation tutorials and documentation.",
  },
];

const TABS = [
  { value: null, label: "All" },
  ...RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_DISPLAY[type].tabLabel })),
];

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

const isResourceType = (value: string | null): value is ResourceType => (RESOURCE_TYPES as readonly (string | null)[]).includes(value);

function ResourceList({ resources, type }: { resources: ResourceCardView[]; type: ResourceType | null }) {
  const shown = type ? resources.filter((resource) => resource.type === type) : resources;
  if (shown.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-[var(--border)] p-12 text-center">
        <h2 className="text-lg font-semibold">No resources found</h2>
        <p className="mt-2 text-[var(--muted-foreground)]">Resources will be available soon</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="resources-list">
      <h2 id="resources-list" className="sr-only">
        {type ? RESOURCE_TYPE_DISPLAY[type].tabLabel : "All resources"}
      </h2>
      <div className={GRID}>
        {shown.map((resource) => (
          <ResourceCard key={resource.id} resource={resource} />
        ))}
      </div>
    </section>
  );
}

export default function Support({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(TYPE_PARAM);
  const type = isResourceType(requested) ? requested : null;
  return (
    <main>
      <PageHero eyebrow="Support" title="Support & Downloads">
        Management software, firmware, SDKs, installation tutorials and documentation for our devices.
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
        <FilterTabs label="Resource types" param={TYPE_PARAM} tabs={TABS} active={type} />
        <ResourceList resources={loaderData.resources} type={type} />
      </div>
      <CtaBand
        title="Need Technical Support?"
        text="Our engineers help with installation, wiring, integration and firmware questions, and reply within 24 hours."
      >
        <Link to="/contact" className={buttonVariants({ size: "lg", variant: "accent" })}>
          Contact Support
        </Link>
        <a href={`mailto:${settings.supportEmail}`} className={buttonVariants({ size: "lg", variant: "inverse" })}>
          <Mail aria-hidden /> {settings.supportEmail}
        </a>
      </CtaBand>
    </main>
  );
}
