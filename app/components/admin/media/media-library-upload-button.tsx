/** Upload Files: chooses several images, handed to `onChoose` (use-media-library-upload.ts uploads them one request each). */
import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { MEDIA_LIBRARY_ACCEPT } from "./media-library-upload";

export function MediaLibraryUploadButton({ uploading, onChoose }: { uploading: boolean; onChoose(files: File[]): void }) {
  const fileInput = useRef<HTMLInputElement>(null);
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
          if (files.length > 0) onChoose(files);
        }}
      />
      <Button disabled={uploading} onClick={() => fileInput.current?.click()}>
        <Upload aria-hidden /> {uploading ? "Uploading..." : "Upload Files"}
      </Button>
    </>
  );
}
