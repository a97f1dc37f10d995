import type { Slots } from "~/components/islands/define-island";
import { useDescribedImages } from "./image-descriptions";
import Lightbox from "./lightbox.island";

/** The image gallery island over `urls`, each picture given its address and alt text from the media library here, on the server. */
export function GalleryLightbox({ urls, slots }: { urls: string[]; slots: Slots<"triggers"> }) {
  const images = useDescribedImages(urls).map(({ src, alt }) => ({ src, alt }));
  return <Lightbox images={images} slots={slots} />;
}
