import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "~/components/ui/toast";
import { apiUpload } from "~/lib/api-client";
import type { UploadKind } from "~/schemas/media/media";
import { MEDIA_PATH } from "../shell/api-paths";
import { refetchAfterWrite } from "~/lib/admin-query-client";
import { uploadRefusal } from "./upload-refusal";

const FILE_MESSAGES = { success: "File uploaded successfully", failure: "Failed to upload file" };
const MESSAGES: Record<UploadKind, { success: string; failure: string }> = {
  // docs/behaviour/admin-area.md §8's texts for the single-image upload of the product, solution and category forms.
  image: { success: "Image uploaded successfully", failure: "Failed to upload image" },
  document: FILE_MESSAGES,
  release: FILE_MESSAGES,
};

/**
 * Sends files to `POST /api/objects/upload` one request each, toasts the outcome, keeps the
 * server's reason for a refusal (type, size) as a sentence to show under the field, and
 * refreshes the library.
 */
export function useUpload(kind: UploadKind) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: File[]): Promise<string[]> => {
    setUploading(true);
    setError(null);
    const urls: string[] = [];
    try {
      for (const file of files) {
        const stored = await apiUpload(file, kind);
        if (!stored?.url) throw new Error("Upload failed");
        urls.push(stored.url);
      }
      toast({ title: files.length > 1 ? `${urls.length} file(s) uploaded successfully` : MESSAGES[kind].success });
    } catch (failure) {
      setError(uploadRefusal(failure));
      toast({ title: "Error", description: MESSAGES[kind].failure, variant: "destructive" });
    } finally {
      setUploading(false);
      if (urls.length > 0) await refetchAfterWrite(queryClient, [MEDIA_PATH]);
    }
    return urls;
  };

  return { upload, uploading, error };
}
