import { useTranslation } from "react-i18next";
import { useState } from "react";
import { Lightbox } from "./lightbox";

/** A main image and a 4-column row of thumbnails; any of them opens the lightbox there. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <div className="grid gap-4">
      <button
        type="button"
        onClick={() => setOpen(0)}
        className="overflow-hidden rounded-xl border border-[var(--border)] bg-slate-50 focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
        aria-label={t("gallery.enlarge", { name })}
      >
        <img
          src={images[0]}
          alt={name}
          width={1200}
          height={1200}
          fetchPriority="high"
          className="aspect-square w-full object-contain p-6"
        />
      </button>
      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="w-full overflow-hidden rounded-lg border border-[var(--border)] bg-slate-50 hover:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
                aria-label={t("gallery.open", { index: index + 1, count: images.length })}
              >
                <img src={image} alt="" width={1200} height={1200} loading="lazy" className="aspect-square w-full object-contain p-2" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </div>
  );
}
