/** Upload Files: chooses several images and uploads them one request each (see media-library-upload.ts). */
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { apiUpload } from "~/lib/api-client";
import { MEDIA_LIBRARY_ACCEPT, uploadEach, uploadMessage } from "./media-library-upload";
import { MEDIA_PATH } from "../shell/api-paths";

export function MediaLibraryUploadButton() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();

  const upload = async (files: File[]) => {
    setUploading(true);
    try {
      toast(uploadMessage(await uploadEach(files, (file) => apiUpload(file))));
    } catch {
      toast({ title: "Error", description: "Failed to upload files", variant: "destructive" });
    } finally {
      setUploading(false);
      // A first read still under way began before these files existed: it is dropped, not awaited.
      await queryClient.cancelQueries({ queryKey: [MEDIA_PATH] });
      await queryClient.invalidateQueries({ queryKey: [MEDIA_PATH] });
    }
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={MEDIA_LIBRARY_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) void upload(files);
        }}
      />
      <Button disabled={uploading} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> {uploading ? "Uploading..." : "Upload Files"}
      </Button>
    </>
  );
}
