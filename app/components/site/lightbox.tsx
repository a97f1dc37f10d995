import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "~/components/ui/button";

/**
 * The image gallery dialog of public-site.md §2: "Image Gallery", "Viewing image N of M", a
 * counter, previous and next arrows that wrap around (and the arrow keys), Escape or the close
 * button to leave. Focus stays inside while it is open.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: string[];
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  const current = index ?? 0;
  const show = (next: number) => onIndexChange((next + count) % count);
  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 text-white outline-none"
          onKeyDown={(event) => {
            const direction = document.documentElement.dir === "rtl" ? -1 : 1;
            if (event.key === "ArrowRight") show(current + direction);
            if (event.key === "ArrowLeft") show(current - direction);
          }}
        >
          <div className="flex w-full max-w-5xl items-center justify-between">
            <div>
              <Dialog.Title className="text-lg font-semibold">{t("gallery.title")}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-300">
                {t("gallery.viewing", { index: current + 1, count })}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="inverse" size="icon" aria-label={t("gallery.close")}>
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div className="relative flex w-full max-w-5xl flex-1 items-center justify-center">
            {count > 0 && (
              <img
                src={images[current]}
                alt={t("gallery.imageOf", { index: current + 1, count })}
                className="max-h-[75vh] max-w-full rounded-lg bg-white object-contain"
              />
            )}
            {count > 1 && (
              <>
                <Button
                  variant="inverse"
                  size="icon"
                  aria-label={t("gallery.previous")}
                  className="absolute start-0 top-1/2 -translate-y-1/2"
                  onClick={() => show(current - 1)}
                >
                  <ChevronLeft className="rtl:rotate-180" aria-hidden />
                </Button>
                <Button
                  variant="inverse"
                  size="icon"
                  aria-label={t("gallery.next")}
                  className="absolute end-0 top-1/2 -translate-y-1/2"
                  onClick={() => show(current + 1)}
                >
                  <ChevronRight className="rtl:rotate-180" aria-hidden />
                </Button>
              </>
            )}
          </div>
          <p className="text-sm tabular-nums text-slate-300" aria-hidden>
            {current + 1} / {count}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
