/**
 * The media library's descriptions of the page's images (app/lib/image-descriptions.ts), provided
 * once by the public layout and read by every image the page shows, and by links to its files
 * (the address of a replaced file's current version).
 */
import { createContext, useContext } from "react";
import { imagePathOf, versionedAddress, type ImageDescriptions } from "~/lib/image-descriptions";

export const ImageDescriptionsContext = createContext<ImageDescriptions>({});

/** An image as the page shows it: its versioned address, and its alt text and caption when the library has them (else null). */
export type DescribedImage = { src: string; alt: string | null; caption: string | null };

function describedImage(descriptions: ImageDescriptions, url: string): DescribedImage {
  // The library's files with neither description nor replacement are left out of the map: their version is 1.
  const description = descriptions[imagePathOf(url)];
  if (!description) return { src: versionedAddress(url, 1), alt: null, caption: null };
  return { src: versionedAddress(url, description.version), alt: description.alt, caption: description.caption };
}

export function useDescribedImage(url: string): DescribedImage {
  return describedImage(useContext(ImageDescriptionsContext), url);
}

/** The same for each image of a gallery. */
export function useDescribedImages(urls: string[]): DescribedImage[] {
  const descriptions = useContext(ImageDescriptionsContext);
  return urls.map((url) => describedImage(descriptions, url));
}

/** The address of a library file's current version (a document's too), for a link to it. */
export function useFileAddress(url: string): string {
  return describedImage(useContext(ImageDescriptionsContext), url).src;
}
