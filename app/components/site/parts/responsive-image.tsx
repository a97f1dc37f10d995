import { useContext, type ImgHTMLAttributes } from "react";
import { responsiveImage } from "~/lib/responsive-image";
import { ImageDescriptionsContext } from "./image-descriptions";
import { imagePathOf } from "~/lib/image-descriptions";

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "sizes" | "alt"> & {
  src: string;
  /** The page's own text for the image, used when the media library has no alt text for it. */
  alt: string;
  /**
   * The words beside the image already say what it shows (a card's title in the same link, a
   * slide's heading over it): it stays `alt=""` whatever the library says, so that nothing is read twice.
   */
  decorative?: boolean;
  /** The box the page draws the image in, used for width and height when the URL does not tell the image's own size. */
  width: number;
  height: number;
  /** How wide the image is drawn, as in `<img sizes>`: picks the copy to download. */
  sizes: string;
  /** The largest image of the first screen: loaded at once, ahead of everything else. */
  priority?: boolean;
};

/**
 * An image with its AVIF and WebP copies (a `<picture>` the browser chooses from), its width and
 * height, and lazy loading unless it is the first screen's `priority` image. The `<picture>`
 * has `display: contents` and its `<source>`s `display: none` (in a grid they would take cells),
 * so the `<img>` lays out as if it stood alone. The media library's description of the image, when
 * it has one, gives its alt text in the page's language (unless it is `decorative`) and the
 * version of its file (decision 063).
 */
export function ResponsiveImage({
  src,
  alt,
  decorative = false,
  width,
  height,
  sizes,
  priority = false,
  ...imageProps
}: ResponsiveImageProps) {
  const description = useContext(ImageDescriptionsContext)[imagePathOf(src)];
  const image = responsiveImage(src, { width, height }, sizes, description?.version);
  const img = (
    <img
      src={image.src}
      alt={decorative ? "" : (description?.alt ?? alt)}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...imageProps}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} className="hidden" />
      ))}
      {img}
    </picture>
  );
}
