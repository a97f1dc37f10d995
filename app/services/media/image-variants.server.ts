/**
 * The smaller copies of a stored still image, in AVIF and WebP, at the standard widths below its
 * own (decision 021). They are written beside the image when it is uploaded and deleted with it;
 * their keys follow from the image's key alone (app/lib/responsive-image.ts).
 */
import type { Sharp } from "sharp";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { IMAGE_VARIANT_FORMATS, knownImageSize, variantPath, variantWidthsFor, type ImageVariantFormat } from "~/lib/responsive-image";

/**
 * Moderate settings: AVIF at effort 2 of 9 makes the six copies of a 2000 px photo in about a
 * second and a half on two busy cores; effort 4 (sharp's default) saves a quarter of the bytes
 * but takes five times as long, which an editor would wait for at every upload.
 */
const ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

type Variant = { key: string; width: number; format: ImageVariantFormat };

function variantsOf(key: string): Variant[] {
  const size = knownImageSize(`/uploads/${key}`);
  if (!size) return [];
  return variantWidthsFor(size.width).flatMap((width) =>
    IMAGE_VARIANT_FORMATS.map((format) => ({ key: variantPath(key, width, format), width, format })),
  );
}

/** The keys of the copies an image stored under `key` has (none for a key without a size). */
export function imageVariantKeys(key: string): string[] {
  return variantsOf(key).map((variant) => variant.key);
}

/** Encodes and stores every copy of the image `bytes` stored under `key`. */
export async function writeImageVariants(storage: FileStorage, key: string, bytes: Uint8Array): Promise<void> {
  // Loaded when first needed, as by the uploads (see upload-content.server.ts).
  const { default: sharp } = await import("sharp");
  await Promise.all(
    variantsOf(key).map(async ({ key: variantKey, width, format }) => {
      const data = await ENCODERS[format](sharp(bytes).resize({ width })).toBuffer();
      await storage.put(variantKey, data, `image/${format}`);
    }),
  );
}

/** Removes the copies of the image under `key`; copies already gone are not an error. */
export async function deleteImageVariants(storage: FileStorage, key: string): Promise<void> {
  await Promise.all(imageVariantKeys(key).map((variantKey) => storage.delete(variantKey)));
}
