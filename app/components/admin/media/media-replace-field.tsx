/**
 * Replace file: a new file for the item at the same address (`POST /api/media/{id}/file`), with
 * its progress, and the server's reason when it refuses one (another shape, another type).
 */
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiError, apiUploadWithProgress } from "~/lib/api-client";
import type { MediaRow } from "~/schemas/media/media";
import { MEDIA_PATH } from "../shell/api-paths";
import { refetchAfterWrite } from "~/lib/admin-query-client";

export function MediaReplaceField({ file }: { file: MediaRow }) {
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();
  const hintId = useId();
  const isImage = file.contentType.startsWith("image/");

  const replace = async (chosen: File) => {
    setRefusal(null);
    setSent(0);
    try {
      await apiUploadWithProgress(`${MEDIA_PATH}/${file.id}/file`, chosen, setSent);
      toast({ title: "File replaced successfully" });
      await refetchAfterWrite(queryClient, [MEDIA_PATH]);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.reason : "The file could not be sent; check the connection and try again");
      toast({ title: "Error", description: "Failed to replace file", variant: "destructive" });
    } finally {
      setSent(null);
    }
  };

  return (
    <div className="grid gap-2">
      <input
        ref={input}
        type="file"
        accept={isImage ? "image/*" : file.contentType}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const [chosen] = event.target.files ?? [];
          event.target.value = "";
          if (chosen) void replace(chosen);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" disabled={sent !== null} aria-describedby={hintId} onClick={() => input.current?.click()}>
          <RefreshCw aria-hidden /> {sent === null ? "Replace File" : "Replacing..."}
        </Button>
        {sent !== null && (
          <progress
            max={100}
            value={Math.round(sent * 100)}
            aria-label="Upload of the new file"
            className="h-1.5 w-40 accent-[var(--accent)]"
          />
        )}
      </div>
      <p id={hintId} className="text-xs text-[var(--muted-foreground)]">
        {isImage && file.width && file.height
          ? `Keeps this file's address: pages show the new picture at once. An image of the same shape (${file.width} × ${file.height} or a multiple), stored as this one's format and size.`
          : "Keeps this file's address: pages show the new file at once. A file of the same type."}
      </p>
      {refusal && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
    </div>
  );
}
