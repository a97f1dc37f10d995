/**
 * The confirmation before a file leaves the library. A file that content uses lists where; an
 * administrator may then delete it anyway (`?force=true`: the pages showing it lose the image),
 * an editor is told to take it out of those places first (decision 063).
 */
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { MediaRow } from "~/schemas/media/media";
import { apiRequest } from "~/lib/api-client";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { MEDIA_PATH } from "../shell/api-paths";
import { MediaUsageList, useMediaItem } from "./media-usage-list";

export function MediaLibraryDeleteDialog({ file, canForce, onClose }: { file: MediaRow | null; canForce: boolean; onClose(): void }) {
  const usages = useMediaItem(file?.inUse ? file.id : undefined).data?.usages;
  const remove = useAdminMutation({
    mutationFn: (target: MediaRow) => apiRequest("DELETE", `${MEDIA_PATH}/${target.id}${target.inUse ? "?force=true" : ""}`),
    refetch: [MEDIA_PATH],
    success: "File deleted successfully",
    failure: "Failed to delete file",
  });
  const confirm = () => file && remove.mutate(file, { onSuccess: onClose });
  const name = file?.filename ?? "";

  if (!file?.inUse) {
    return (
      <ConfirmDialog
        open={file !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Delete this file?"
        description={`This will permanently delete "${name}". This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={canForce ? "Delete a file in use?" : "This file is in use"}
      description={
        canForce
          ? `"${name}" is used on the website, in the places below. Pages that show it will lose the image. This action cannot be undone.`
          : `"${name}" is used on the website, in the places below. Take it out of them first: only an administrator can delete a file in use.`
      }
      confirmLabel="Delete anyway"
      cancelLabel={canForce ? "Cancel" : "Close"}
      destructive
      pending={remove.isPending}
      onConfirm={canForce ? confirm : undefined}
    >
      {usages ? <MediaUsageList usages={usages} /> : <p className="text-sm text-[var(--muted-foreground)]">Finding where it is used...</p>}
    </ConfirmDialog>
  );
}
