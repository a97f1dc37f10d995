/**
 * Choosing images from the media library (the `media` table, shared by every staff member):
 * one for an image field, several for a gallery.
 */
import { versionedAddress } from "~/lib/image-descriptions";
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import type { MediaRow } from "~/schemas/media/media";
import { apiList } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { TablePagination } from "../lists/table-pagination";
import { MEDIA_PATH } from "../shell/api-paths";

const PAGE_SIZE = 24;
const isImage = (file: MediaRow) => file.contentType.startsWith("image/");

export function MediaPickerDialog({
  open,
  onOpenChange,
  multiple = false,
  onChoose,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  multiple?: boolean;
  onChoose(urls: string[]): void;
}) {
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const library = useQuery({
    queryKey: [MEDIA_PATH, { offset, limit: PAGE_SIZE }],
    queryFn: () => apiList<MediaRow>(MEDIA_PATH, { offset, limit: PAGE_SIZE }),
    enabled: open,
  });

  const finish = (urls: string[]) => {
    onChoose(urls);
    setChosen([]);
    onOpenChange(false);
  };
  const toggle = (url: string) => {
    if (!multiple) return finish([url]);
    setChosen((current) => (current.includes(url) ? current.filter((other) => other !== url) : [...current, url]));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader
          title="Choose from the Media Library"
          description={multiple ? "Select the images to add, then choose Add selected." : "Select an image to use it."}
        />
        {library.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {library.error.message}
          </p>
        )}
        {library.isPending ? (
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-4" aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="aspect-square" />
            ))}
          </div>
        ) : library.data && library.data.items.filter(isImage).length === 0 ? (
          <p className="py-8 text-center text-sm text-[var(--muted-foreground)]">
            No images in the library yet. Upload them under Media Library or with the Upload button.
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {library.data?.items.filter(isImage).map((file) => {
              const selected = chosen.includes(file.url);
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    aria-pressed={multiple ? selected : undefined}
                    onClick={() => toggle(file.url)}
                    className={cn(
                      "relative block w-full overflow-hidden rounded-lg border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]",
                      selected ? "border-[var(--primary)]" : "border-transparent hover:border-[var(--border)]",
                    )}
                  >
                    <img
                      src={versionedAddress(file.url, file.version)}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full object-contain"
                    />
                    <span className="block truncate bg-[var(--card)] px-2 py-1 text-left text-xs text-[var(--foreground)]">
                      {file.filename}
                    </span>
                    {selected && (
                      <Check className="absolute top-1.5 right-1.5 size-5 rounded-full bg-[var(--primary)] p-0.5 text-white" aria-hidden />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {library.data && (
          <TablePagination offset={offset} limit={PAGE_SIZE} total={library.data.total} noun="files" onOffsetChange={setOffset} />
        )}
        {multiple && (
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="button" disabled={chosen.length === 0} onClick={() => finish(chosen)}>
              Add selected ({chosen.length})
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
