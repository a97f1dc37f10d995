import type { TextKey } from "~/lib/i18n/translator";
import { LibraryFileLink } from "../parts/library-file-link";
import type { ReactNode } from "react";
import { useT } from "~/lib/i18n/translation";
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

/** Each resource type's badge name and its tab on the support page (catalog keys), and its icon. */
export const RESOURCE_TYPE_DISPLAY: Record<ResourceType, { label: TextKey; tabLabel: TextKey; icon: LucideIcon }> = {
  app: { label: "resource.type.app", tabLabel: "resource.tab.app", icon: AppWindow },
  firmware: { label: "resource.type.firmware", tabLabel: "resource.tab.firmware", icon: Cpu },
  sdk: { label: "resource.type.sdk", tabLabel: "resource.tab.sdk", icon: Code2 },
  tutorial: { label: "resource.type.tutorial", tabLabel: "resource.tab.tutorial", icon: PlayCircle },
  documentation: { label: "resource.type.documentation", tabLabel: "resource.tab.documentation", icon: BookOpen },
};

/** docs/behaviour/public-site.md §2: Download for a file, View Resource (new tab) for a link, else Coming Soon. */
export function ResourceAction({ resource }: { resource: Pick<ResourceCardView, "title" | "fileUrl" | "externalUrl"> }) {
  const t = useT();
  if (resource.fileUrl) {
    return (
      <LibraryFileLink href={resource.fileUrl} download className={buttonVariants({ className: "w-full" })}>
        <Download aria-hidden /> {t("actions.download")}
        <span className="sr-only">: {resource.title}</span>
      </LibraryFileLink>
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
        <ExternalLink aria-hidden /> {t("resource.view")}
        <span className="sr-only">
          : {resource.title} {t("common.newTab")}
        </span>
      </a>
    );
  }
  return (
    <Button variant="secondary" disabled className="w-full">
      {t("resource.comingSoon")}
    </Button>
  );
}

/** A resource's card; `more` (the link to its page and version history) sits above the button. */
export function ResourceCard({ resource, more }: { resource: ResourceCardView; more?: ReactNode }) {
  const t = useT();
  const { label, icon: Icon } = RESOURCE_TYPE_DISPLAY[resource.type];
  const details = [
    { name: t("resource.version"), value: resource.version },
    { name: t("resource.fileSize"), value: resource.fileSize },
    { name: t("resource.platform"), value: resource.platform },
    { name: t("resource.duration"), value: resource.duration },
  ].filter((detail): detail is { name: string; value: string } => !!detail.value);
  return (
    <article className="flex flex-col rounded-xl border border-[var(--border)] bg-[var(--card)] p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-[var(--muted)] text-[var(--accent)]">
          <Icon className="size-6" aria-hidden />
        </span>
        <Badge>{t(label)}</Badge>
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
      {more}
      <div className="mt-auto pt-5">
        <ResourceAction resource={resource} />
      </div>
    </article>
  );
}
