/**
 * The confirmation before a file leaves the library. A file that content still uses says so, and
 * deleting it then forces the delete (`?force=true`, decision 013): the pages showing it lose the image.
 */
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { MediaRow } from "~/schemas/media/media";
import { apiRequest } from "~/lib/api-client";
import { useAdminMutation } from "../forms/use-admin-mutation";
import { MEDIA_PATH } from "../shell/api-paths";

export function MediaLibraryDeleteDialog({ file, onClose }: { file: MediaRow | null; onClose(): void }) {
  const remove = useAdminMutation({
    mutationFn: (target: MediaRow) => apiRequest("DELETE", `${MEDIA_PATH}/${target.id}${target.inUse ? "?force=true" : ""}`),
    refetch: [MEDIA_PATH],
    success: "File deleted successfully",
    failure: "Failed to delete file",
  });

  return (
    <ConfirmDialog
      open={file !== null}
      onOpenChange={(open) => !open && onClose()}
      title={file?.inUse ? "Delete a file in use?" : "Delete this file?"}
      description={
        file?.inUse
          ? `"${file.filename}" is used on the website. Pages that show it will lose the image. This action cannot be undone.`
          : `This will permanently delete "${file?.filename ?? ""}". This action cannot be undone.`
      }
      confirmLabel={file?.inUse ? "Delete anyway" : "Delete"}
      destructive
      pending={remove.isPending}
      onConfirm={() => file && remove.mutate(file, { onSuccess: onClose })}
    />
  );
}
