import { useT } from "~/lib/i18n/translation";
import { LIGHTBOX_INDEX } from "../parts/lightbox";
import { GalleryLightbox } from "../parts/gallery-lightbox";
import { ImageCaption } from "../parts/image-caption";
import { ResponsiveImage } from "../parts/responsive-image";

/** An article's gallery: two columns of pictures with their captions, each picture opening the image gallery there. */
export function NewsGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT();
  const triggers = (
    <ul className="grid gap-4 sm:grid-cols-2">
      {images.map((image, index) => (
        <li key={image}>
          <figure>
            <button
              type="button"
              {...{ [LIGHTBOX_INDEX]: index }}
              className="block w-full overflow-hidden rounded-xl border border-[var(--border)] bg-slate-50 hover:border-[var(--accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--ring)]"
              aria-label={`${t("gallery.open", { index: index + 1, count: images.length })}: ${title}`}
            >
              <ResponsiveImage
                src={image}
                alt=""
                width={1200}
                height={900}
                sizes="(min-width: 896px) 430px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
              />
            </button>
            <ImageCaption src={image} />
          </figure>
        </li>
      ))}
    </ul>
  );
  return <GalleryLightbox urls={images} slots={{ triggers }} />;
}
