import { useT } from "~/lib/i18n/translation";
import { LIGHTBOX_INDEX } from "./lightbox";
import { GalleryLightbox } from "./gallery-lightbox";
import { ResponsiveImage } from "./responsive-image";

/** A main image and a 4-column row of thumbnails; any of them opens the image gallery there. */
export function ImageGallery({ images, name }: { images: string[]; name: string }) {
  const t = useT();
  const [main] = images;
  if (main === undefined) return null;
  const triggers = (
    <div className="grid gap-4">
      <button
        type="button"
        {...{ [LIGHTBOX_INDEX]: 0 }}
        className="overflow-hidden rounded-xl border border-[var(--border)] bg-slate-50 focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
        aria-label={t("gallery.enlarge", { name })}
      >
        <ResponsiveImage
          src={main}
          alt={name}
          width={1200}
          height={1200}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          priority
          className="aspect-square w-full object-contain p-6"
        />
      </button>
      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                {...{ [LIGHTBOX_INDEX]: index }}
                className="w-full overflow-hidden rounded-lg border border-[var(--border)] bg-slate-50 hover:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-[var(--ring)]"
                aria-label={t("gallery.open", { index: index + 1, count: images.length })}
              >
                <ResponsiveImage
                  src={image}
                  alt=""
                  width={1200}
                  height={1200}
                  sizes="(min-width: 1280px) 140px, (min-width: 1024px) 12vw, 25vw"
                  className="aspect-square w-full object-contain p-2"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return <GalleryLightbox urls={images} slots={{ triggers }} />;
}
