/**
 * One file of the media library: its thumbnail, file name, size, SHA-256 (cut to the tile's width,
 * whole on hover) and whether content uses it, with the actions shown on hover and on keyboard
 * focus (always on touch screens): copy its absolute URL ("Copied" for 2 seconds,
 * docs/behaviour/admin-area.md §9), open its details (alt text, caption, where used, replace) and delete. Its
 * alt text shows under its name, or that it has none.
 */
import { Check, Copy, PencilLine, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import type { MediaRow } from "~/schemas/media/media";
import { cn } from "~/lib/cn";
import { versionedAddress } from "~/lib/image-descriptions";
import { describeSize } from "./media-file-size";

const COPIED_FOR_MS = 2000;

function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = () => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  };
  return { copied, flag };
}

export function MediaLibraryTile({
  file,
  onOpen,
  onDelete,
}: {
  file: MediaRow;
  onOpen(file: MediaRow): void;
  onDelete(file: MediaRow): void;
}) {
  const toast = useToast();
  const { copied, flag } = useCopiedFlag();

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
      flag();
      toast({ title: "Image URL copied to clipboard" });
    } catch {
      toast({ title: "Error", description: "Failed to copy the URL", variant: "destructive" });
    }
  };

  return (
    <li className="group relative overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--card)] shadow-sm">
      <div className="relative aspect-square bg-white">
        <img src={versionedAddress(file.url, file.version)} alt="" loading="lazy" className="size-full object-contain" />
        {file.inUse && <Badge className="absolute top-2 left-2 bg-[var(--card)] shadow-sm">In use</Badge>}
        <div
          className={cn(
            "absolute inset-x-0 bottom-0 flex justify-end gap-2 bg-gradient-to-t from-slate-950/70 to-transparent p-2 pt-8 transition-opacity",
            "opacity-0 group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100",
            copied && "opacity-100",
          )}
        >
          <Button variant="secondary" size="sm" aria-label={`Copy URL of ${file.filename}`} onClick={copyUrl}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied && "Copied"}
          </Button>
          <Button variant="secondary" size="icon-sm" aria-label={`Details of ${file.filename}`} onClick={() => onOpen(file)}>
            <PencilLine aria-hidden />
          </Button>
          <Button variant="destructive" size="icon-sm" aria-label={`Delete ${file.filename}`} onClick={() => onDelete(file)}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid gap-0.5 px-3 py-2">
        <p className="truncate text-sm font-medium" title={file.filename}>
          {file.filename}
        </p>
        <p className="text-xs text-[var(--muted-foreground)] tabular-nums">
          {file.width && file.height ? `${file.width}×${file.height} · ` : ""}
          {describeSize(file.size)}
        </p>
        <p
          className={cn("truncate text-xs", file.altText ? "text-[var(--muted-foreground)]" : "text-amber-700 dark:text-amber-300")}
          title={file.altText ?? undefined}
        >
          {file.altText ? `Alt: ${file.altText}` : "No alt text"}
        </p>
        {file.sha256 && (
          <p className="truncate font-mono text-[0.6875rem] text-[var(--muted-foreground)]" title={`SHA-256 ${file.sha256}`}>
            SHA-256 {file.sha256}
          </p>
        )}
      </div>
    </li>
  );
}
