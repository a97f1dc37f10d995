/**
 * What public pages know of a media library item when they show it (decision 063): its alt text
 * and caption in the page's language (English standing in for a missing translation; null when
 * the item has none, so that the page keeps its own text) and the version of its file.
 *
 * Content refers to images by url, written as the path or as a full address; the descriptions are
 * keyed by path. A library file is addressed with its version (`?v=1`, `?v=2` after a
 * replacement): only that address is kept by browsers for good; the bare one is revalidated at
 * each use (docs/decisions/070-files-served-as-what-they-are.md).
 */
export type ImageDescription = { alt: string | null; caption: string | null; version: number };

/** The descriptions of a page's language, by the image's path. */
export type ImageDescriptions = Record<string, ImageDescription | undefined>;

/** The path of an image's url: itself, or a full address without its scheme and host. */
export const imagePathOf = (url: string): string => url.replace(/^https?:\/\/[^/]+/, "");

/** Whether a url is a file uploaded to the library (kept in the storage, replaceable) rather than a picture shipped with the site (the demo's, under /demo/). */
export const isUploadedFileUrl = (url: string): boolean => url.startsWith("/uploads/");

/** The address that names this version of a library file (`/uploads/….webp?v=2`); any other url as it is. */
export const versionedAddress = (url: string, version: number): string => (isUploadedFileUrl(url) ? `${url}?v=${version}` : url);
