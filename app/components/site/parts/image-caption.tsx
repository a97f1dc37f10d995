import { cn } from "~/lib/cn";
import { useDescribedImage } from "./image-descriptions";

/** The media library's caption of the image at `src`, in the page's language, under it in its `<figure>`; nothing when it has none. */
export function ImageCaption({ src, className }: { src: string; className?: string }) {
  const { caption } = useDescribedImage(src);
  if (!caption) return null;
  return <figcaption className={cn("mt-2 text-sm leading-6 text-[var(--muted-foreground)]", className)}>{caption}</figcaption>;
}
