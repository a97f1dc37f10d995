/** The media library's upload of several files: each file's progress and outcome for the list, the toast at the end, and the library refreshed. */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { apiUploadWithProgress } from "~/lib/api-client";
import { uploadEach, uploadMessage, waitingUploads, type FileUploadState } from "./media-library-upload";
import { MEDIA_PATH } from "../shell/api-paths";
import { refetchAfterWrite } from "~/lib/admin-query-client";

const UPLOAD_PATH = "/api/objects/upload";

export function useMediaLibraryUpload() {
  const [files, setFiles] = useState<FileUploadState[]>([]);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();

  const upload = async (chosen: File[]) => {
    setUploading(true);
    setFiles(waitingUploads(chosen));
    const report = (index: number, state: FileUploadState) =>
      setFiles((current) => current.map((file, position) => (position === index ? state : file)));
    try {
      toast(uploadMessage(await uploadEach(chosen, (file, onProgress) => apiUploadWithProgress(UPLOAD_PATH, file, onProgress), report)));
    } catch {
      toast({ title: "Error", description: "Failed to upload files", variant: "destructive" });
    } finally {
      setUploading(false);
      // A first read still under way began before these files existed: it is dropped, not awaited.
      await queryClient.cancelQueries({ queryKey: [MEDIA_PATH] });
      await refetchAfterWrite(queryClient, [MEDIA_PATH]);
    }
  };

  return { files, uploading, upload, dismiss: () => setFiles([]) };
}
