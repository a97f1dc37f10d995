/**
 * A resource's versions (decision 034), newest release first, the first marked current: staff
 * add, edit and delete them here. Delete is immediate, like a resource's; a refused delete (the
 * last version) shows its reason in the dialog.
 */
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";
import type { ResourceRow } from "~/schemas/content/resource";
import type { ResourceVersionRow } from "~/schemas/content/resource-version";
import { apiRequest } from "~/lib/api-client";
import { QueryError } from "../../shell/admin-page-header";
import { RESOURCES_PATH, resourceVersionsPath } from "../../shell/api-paths";
import { RELEASE_TRACK_LABELS, ResourceVersionFormDialog } from "./resource-version-form-dialog";
import { formatFileSize } from "~/lib/inquiries/inquiry-attachment-rules";
import { useAdminMutation } from "../../forms/use-admin-mutation";
import { useEditorState } from "../../lists/use-editor-state";
import { versionLabel } from "./version-label";

function VersionList({ resource }: { resource: ResourceRow }) {
  const path = resourceVersionsPath(resource.id);
  const versions = useQuery<ResourceVersionRow[]>({ queryKey: [path] });
  const editor = useEditorState<ResourceVersionRow>();
  const remove = useAdminMutation({
    mutationFn: (version: ResourceVersionRow) => apiRequest("DELETE", `${path}/${version.id}`),
    refetch: [path, RESOURCES_PATH],
    success: "Version deleted successfully",
  });
  const error = versions.error ?? remove.error;

  return (
    <div className="grid gap-4">
      <div>
        <Button onClick={editor.openCreate}>
          <Plus aria-hidden /> Add Version
        </Button>
      </div>
      <QueryError error={error} />
      {versions.isPending ? (
        <p className="text-sm text-[var(--muted-foreground)]">Loading versions...</p>
      ) : (
        <ol className="grid gap-2" aria-label={`Versions of ${resource.title}`}>
          {versions.data?.map((version, index) => (
            <li key={version.id} className="flex items-start gap-3 rounded-lg border border-[var(--border)] p-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {versionLabel(version)} {index === 0 && <Badge>Current</Badge>}
                  {version.releaseTrack && <Badge>{RELEASE_TRACK_LABELS[version.releaseTrack]}</Badge>}
                </p>
                <p className="text-sm text-[var(--muted-foreground)] tabular-nums">
                  Released {version.releasedOn}
                  {version.fileBytes === null ? version.fileSize && ` · ${version.fileSize}` : ` · ${formatFileSize(version.fileBytes)}`}
                </p>
                {version.fileSha256 && (
                  <p className="truncate font-mono text-xs text-[var(--muted-foreground)]" title={version.fileSha256}>
                    SHA-256 {version.fileSha256}
                  </p>
                )}
                {version.releaseNotes && (
                  <p className="mt-1 line-clamp-2 text-sm whitespace-pre-line text-[var(--muted-foreground)]">{version.releaseNotes}</p>
                )}
              </div>
              <div className="flex shrink-0">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Edit ${versionLabel(version)}`}
                  onClick={() => editor.openEdit(version)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Delete ${versionLabel(version)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(version)}
                >
                  <Trash2 aria-hidden className="text-red-600 dark:text-red-400" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ResourceVersionFormDialog resourceId={resource.id} open={editor.open} version={editor.item} onClose={editor.close} />
    </div>
  );
}

export function ResourceVersionsDialog({ resource, onClose }: { resource: ResourceRow | null; onClose(): void }) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader
          title={resource ? `Versions of ${resource.title}` : "Versions"}
          description="The newest version by release date is the current one; older versions stay downloadable on the resource's page."
        />
        {resource && <VersionList resource={resource} />}
      </DialogContent>
    </Dialog>
  );
}
