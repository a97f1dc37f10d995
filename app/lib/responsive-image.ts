/**
 * Responsive images from the image's URL alone (decision 021). A still image that the site
 * stores carries its size in its name, and has smaller copies in AVIF and WebP beside it:
 *
 *   /uploads/{32 hex}-{width}x{height}.{ext}   the upload, as re-encoded
 *   /uploads/{32 hex}-{width}x{height}-480w.avif, ...-480w.webp, ...-960w.*, ...-1600w.*
 *
 * one copy per width in IMAGE_VARIANT_WIDTHS below the original's (never upscaled). The demo
 * pictures in public/demo/ have the same copies; their sizes are listed in demo-image-sizes.json,
 * written by scripts/generate-demo-images.mjs. Any other image (an external address, an upload
 * from before variants or an animated one) is used as it is.
 */
import demoImageSizes from "./demo-image-sizes.json";
import { versionedAddress } from "./image-descriptions";

export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_VARIANT_FORMATS = ["avif", "webp"] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export type ImageSize = { width: number; height: number };
export type ImageSource = { type: `image/${ImageVariantFormat}`; srcSet: string };
export type ResponsiveImageAttributes = ImageSize & { src: string; sizes?: string; sources: ImageSource[] };

/** The part of an upload's name that gives its size: `-{width}x{height}` before the extension. */
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{32}-([1-9]\d{0,4})x([1-9]\d{0,4})\.[a-z]{3,4}$/;
const DEMO_URL = /^\/demo\/([a-z0-9-]+\.webp)$/;
const DEMO_SIZES: Record<string, ImageSize | undefined> = demoImageSizes;

/** The widths an image of this width has copies at: the standard ones below it. */
export function variantWidthsFor(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width);
}

/** The copy of `path` (a URL path or a storage key) at `width` in `format`: `abc-1200x800.webp` → `abc-1200x800-480w.avif`. */
export function variantPath(path: string, width: number, format: ImageVariantFormat): string {
  return path.replace(/\.[a-z0-9]+$/, `-${width}w.${format}`);
}

/** The size an image's URL tells (an upload's name, or the demo pictures' list); undefined for any other URL. */
export function knownImageSize(url: string): ImageSize | undefined {
  const upload = UPLOAD_URL.exec(url);
  if (upload) return { width: Number(upload[1]), height: Number(upload[2]) };
  const demo = DEMO_URL.exec(url);
  const size = demo ? DEMO_SIZES[demo[1]!] : undefined;
  return size;
}

/**
 * What an `<img>` (and the `<source>`s of its `<picture>`) needs: the image's own size when its
 * URL tells it, else `fallbackSize` (the box the page draws it in); the AVIF and WebP copies as
 * `srcset`s when there are any, with the original as the largest WebP candidate when it is WebP;
 * every address with `?v=` from the file's second `version` on.
 */
export function responsiveImage(url: string, fallbackSize: ImageSize, sizes?: string, version = 1): ResponsiveImageAttributes {
  const size = knownImageSize(url);
  const widths = size ? variantWidthsFor(size.width) : [];
  // A replaced file keeps its url (decision 063): each address names the version, so that no browser shows the old one.
  const src = versionedAddress(url, version);
  if (!size || widths.length === 0) return { src, ...(size ?? fallbackSize), sources: [] };
  const sources = IMAGE_VARIANT_FORMATS.map((format) => {
    const candidates = widths.map((width) => `${versionedAddress(variantPath(url, width, format), version)} ${width}w`);
    if (url.endsWith(`.${format}`)) candidates.push(`${src} ${size.width}w`);
    return { type: `image/${format}` as const, srcSet: candidates.join(", ") };
  });
  return { src, ...size, sizes, sources };
}
