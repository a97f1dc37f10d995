import { AppWindow, BookOpen, Code2, Cpu, Download, ExternalLink, PlayCircle, type LucideIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ResourceType } from "~/lib/domain-values";

export type ResourceCardView = {
  id: string;
  title: string;
  type: ResourceType;
  description: string | null;
  fileUrl: string | null;
  externalUrl: string | null;
  version: string | null;
  fileSize: string | null;
  platform: string | null;
  duration: string | null;
};

/** Each resource type's badge name, its tab on the support page and its icon. */
export const RESOURCE_TYPE_DISPLAY: Record<ResourceType, { label: string; tabLabel: string; icon: LucideIcon }> = {
  app: { label: "App", tabLabel: "Apps", icon: AppWindow },
  firmware: { label: "Firmware", tabLabel: "Firmware", icon: Cpu },
  sdk: { label: "SDK", tabLabel: "SDKs", icon: Code2 },
  tutorial: { label: "Tutorial", tabLabel: "Tutorials", icon: PlayCircle },
  documentation: { label: "Documentation", tabLabel: "Docs", icon: BookOpen },
};

/** public-site.md §2: Download for a file, View Resource (new tab) for a link, else Coming Soon. */
function ResourceAction({ resource }: { resource: ResourceCardView }) {
  if (resource.fileUrl) {
    return (
      <a href={resource.fileUrl} download className={buttonVariants({ className: "w-full" })}>
        <Download aria-hidden /> Download<span className="sr-only">: {resource.title}</span>
      </a>
    );
  }
  if (resource.externalUrl) {
    return (
      <a
        href={resource.externalUrl}
        target="_blank"
        rel="noreferrer"
        className={buttonVariants({ variant: "secondary", className: "w-full" })}
      >
        <ExternalLink aria-hidden /> View Resource<span className="sr-only">: {resource.title} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Button variant="secondary" disabled className="w-full">
      Coming Soon
    </Button>
  );
}

export function ResourceCard({ resource }: { resource: ResourceCardView }) {
  const { label, icon: Icon } = RESOURCE_TYPE_DISPLAY[resource.type];
  const details = [
    { name: "Version", value: resource.version },
    { name: "File size", value: resource.fileSize },
    { name: "Platform", value: resource.platform },
    { name: "Duration", value: resource.duration },
  ].filter((detail): detail is { name: string; value: string } => !!detail.value);
  return (
    <article className="flex flex-col rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-[var(--muted)] text-[var(--accent)]">
          <Icon className="size-6" aria-hidden />
        </span>
        <Badge>{label}</Badge>
      </div>
      <h3 className="mt-4 text-lg leading-snug font-semibold">{resource.title}</h3>
      {resource.description && <p className="mt-2 text-sm leading-6 text-[var(--muted-foreground)]">{resource.description}</p>}
      {details.length > 0 && (
        <dl className="mt-4 grid gap-1.5 text-sm">
          {details.map((detail) => (
            <div key={detail.name} className="flex flex-wrap gap-x-2">
              <dt className="text-[var(--muted-foreground)]">{detail.name}:</dt>
              <dd className="min-w-0 font-medium tabular-nums [overflow-wrap:anywhere]">{detail.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-auto pt-5">
        <ResourceAction resource={resource} />
      </div>
    </article>
  );
}
