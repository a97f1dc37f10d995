import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useElementId } from "~/components/islands/island-root";
import type { Slots } from "~/components/islands/define-island";
import { Button } from "~/components/ui/button";
import { useT } from "~/lib/i18n/translation";

/** The attribute a trigger in the `triggers` slot carries: the index of the image it opens. */
export const LIGHTBOX_INDEX = "data-lightbox-index";

/** A picture of the gallery: its (versioned) address and the media library's alt text, if any. */
export type LightboxImage = { src: string; alt: string | null };

/**
 * Pictures that open the image gallery dialog: "Image Gallery", "Viewing image N of M", a counter,
 * previous and next arrows that wrap around (and the arrow keys), Escape, the close button or a
 * click beside the picture to leave; focus stays inside while it is open and goes back to the
 * picture after. The pictures (slot `triggers`) are the page's own markup, each a button with
 * `data-lightbox-index`. A native modal dialog: the browser keeps the focus in it and the page
 * behind it out of reach. Each picture is shown with its alt text from the media library, or else
 * "Image N of M" (gallery-lightbox.tsx describes them on the server).
 */
export function Lightbox({ images, slots }: { images: LightboxImage[]; slots: Slots<"triggers"> }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useElementId("title");
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const show = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  return (
    <div
      className="contents"
      onClick={(event) => {
        const trigger = event.target instanceof Element ? event.target.closest(`[${LIGHTBOX_INDEX}]`) : null;
        if (trigger) show(Number(trigger.getAttribute(LIGHTBOX_INDEX)));
      }}
    >
      {slots.triggers}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setIndex(null)}
        // A click beside the picture and the controls (on the backdrop, or the room around them) closes it.
        onClick={(event) => event.target instanceof Element && event.target.matches("dialog, [data-backdrop]") && setIndex(null)}
        onKeyDown={(event) => {
          const direction = document.documentElement.dir === "rtl" ? -1 : 1;
          if (index === null) return;
          if (event.key === "ArrowRight") show(index + direction);
          if (event.key === "ArrowLeft") show(index - direction);
        }}
        className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 text-white backdrop:bg-navy-950/90"
      >
        {index !== null && (
          <div data-backdrop className="flex h-full flex-col items-center justify-center gap-4 p-4">
            <div className="flex w-full max-w-5xl items-center justify-between">
              <div>
                <h2 id={titleId} className="text-lg font-semibold">
                  {t("gallery.title")}
                </h2>
                <p className="text-sm text-slate-300">{t("gallery.viewing", { index: index + 1, count })}</p>
              </div>
              <Button variant="inverse" size="icon" aria-label={t("gallery.close")} onClick={() => setIndex(null)}>
                <X aria-hidden />
              </Button>
            </div>
            <div data-backdrop className="relative flex w-full max-w-5xl flex-1 items-center justify-center">
              <img
                src={images[index]!.src}
                alt={images[index]!.alt ?? t("gallery.imageOf", { index: index + 1, count })}
                className="max-h-[75vh] max-w-full rounded-lg bg-white object-contain"
              />
              {count > 1 && (
                <>
                  <Button
                    variant="inverse"
                    size="icon"
                    aria-label={t("gallery.previous")}
                    className="absolute start-0 top-1/2 -translate-y-1/2"
                    onClick={() => show(index - 1)}
                  >
                    <ChevronLeft className="rtl:rotate-180" aria-hidden />
                  </Button>
                  <Button
                    variant="inverse"
                    size="icon"
                    aria-label={t("gallery.next")}
                    className="absolute end-0 top-1/2 -translate-y-1/2"
                    onClick={() => show(index + 1)}
                  >
                    <ChevronRight className="rtl:rotate-180" aria-hidden />
                  </Button>
                </>
              )}
            </div>
            <p className="text-sm tabular-nums text-slate-300" aria-hidden>
              {index + 1} / {count}
            </p>
          </div>
        )}
      </dialog>
    </div>
  );
}
