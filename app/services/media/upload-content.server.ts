/**
 * What an uploaded file really is, judged by its first bytes (never by its name or declared
 * type), and the copy of it that gets stored. Images are decoded and re-encoded by sharp in
 * their own format: the EXIF orientation is applied, and everything else that rode along is
 * dropped (EXIF, GPS, XMP, ICC, comments, bytes after the image). Animated GIF and WebP stay
 * animated. PDF and ZIP are only taken for documents, and stored as they came; a release file
 * (the download center's) is anything, typed by its name (release-files.server.ts). The name a
 * file is listed and downloaded under ends with its type's extension: `y.html` that is a PDF is
 * `y.pdf`.
 */
import type { Metadata, Sharp } from "sharp";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "~/lib/server/http-errors.server";
import type { StoredContentType } from "~/lib/server/storage/file-storage.server";
import type { UploadKind } from "~/schemas/media/media";
import { releaseFileType } from "./release-files.server";
import type { UploadedFile } from "./upload-request.server";

type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";
type DocumentType = "application/pdf" | "application/zip";
type DetectedType = { image: ImageFormat } | { document: DocumentType };
export type PreparedFile = {
  bytes: Uint8Array;
  /** The name it is listed and downloaded under. */
  filename: string;
  contentType: StoredContentType;
  width: number | null;
  height: number | null;
  /** A still image (not a document, not an animation): one that gets smaller copies. */
  still: boolean;
};

/** Refused before decoding: a small file can declare a picture that needs gigabytes of memory. */
const MAX_IMAGE_PIXELS = 40_000_000;

const ONLY_IMAGES = "Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here";
const IMAGES_OR_DOCUMENTS = "Only JPEG, PNG, WebP, GIF and AVIF images, PDF and ZIP files can be uploaded";

const latin1 = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
const startsWithBytes = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The brands of an ISO-BMFF `ftyp` box (AVIF, HEIC, MP4...): the major one and the compatible ones. */
function fileTypeBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || latin1(bytes, 4, 8) !== "ftyp") return [];
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
  const brands = [latin1(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(latin1(bytes, offset, offset + 4));
  return brands;
}

function detectFileType(bytes: Uint8Array): DetectedType | undefined {
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return { image: "jpeg" };
  if (startsWithBytes(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { image: "png" };
  if (latin1(bytes, 0, 4) === "RIFF" && latin1(bytes, 8, 12) === "WEBP") return { image: "webp" };
  if (["GIF87a", "GIF89a"].includes(latin1(bytes, 0, 6))) return { image: "gif" };
  if (fileTypeBrands(bytes).some((brand) => brand === "avif" || brand === "avis")) return { image: "avif" };
  if (latin1(bytes, 0, 5) === "%PDF-") return { document: "application/pdf" };
  if (startsWithBytes(bytes, [0x50, 0x4b, 0x03, 0x04])) return { document: "application/zip" };
  return undefined;
}

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 60 }),
};

/** sharp names AVIF "heif" (its container) with AV1 compression. */
const formatOf = (metadata: Metadata): string => (metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format);

const damaged = () => badRequest("The image is damaged or incomplete", { file: "The image is damaged or incomplete" });

/** The extensions a name may end with for each image and document type, the first the one given to a name that has none of them. */
const NAME_EXTENSIONS: Record<ImageFormat | DocumentType, string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  gif: ["gif"],
  avif: ["avif"],
  "application/pdf": ["pdf"],
  "application/zip": ["zip"],
};

/** `filename` ending with an extension of `type`: kept when it has one, its extension (letters, maybe digits) replaced otherwise, or one added. */
export function nameOfType(filename: string, type: ImageFormat | DocumentType): string {
  const extensions = NAME_EXTENSIONS[type];
  const extension = /\.([a-z0-9]*[a-z][a-z0-9]*)$/i.exec(filename);
  if (extension && extensions.includes(extension[1]!.toLowerCase())) return filename;
  return `${extension ? filename.slice(0, extension.index) : filename}.${extensions[0]}`;
}

async function reencodeImage(bytes: Uint8Array, format: ImageFormat): Promise<Omit<PreparedFile, "filename">> {
  // Loaded on the first upload: an image library is 30 MB of memory a server that only serves pages does without.
  const { default: sharp } = await import("sharp");
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked below, with a clearer message than sharp's.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  if (formatOf(metadata) !== format) throw damaged();
  const pixels = metadata.width * metadata.height * (metadata.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS) {
    throw payloadTooLarge(
      `The image is too large: ${Math.round(pixels / 1_000_000)} megapixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000}`,
    );
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: true, autoOrient: true });
    // sharp writes no metadata unless asked to (keepMetadata, withExif...): the copy is clean.
    const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: `image/${format}`,
      width: info.width,
      height: info.pageHeight ?? info.height,
      still: (metadata.pages ?? 1) === 1,
    };
  } catch {
    throw damaged();
  }
}

export async function prepareUpload({ filename, bytes }: UploadedFile, kind: UploadKind): Promise<PreparedFile> {
  if (kind === "release")
    return { bytes, filename, contentType: releaseFileType(filename, bytes), width: null, height: null, still: false };
  const type = detectFileType(bytes);
  if (type && "image" in type) return { ...(await reencodeImage(bytes, type.image)), filename: nameOfType(filename, type.image) };
  if (type && kind === "document")
    return { bytes, filename: nameOfType(filename, type.document), contentType: type.document, width: null, height: null, still: false };
  throw unsupportedMediaType(kind === "document" ? IMAGES_OR_DOCUMENTS : ONLY_IMAGES);
}

/** `file` (a prepared still image) encoded as `contentType` at exactly `size`: a replacement made to take its predecessor's place (decision 063). */
export async function encodeImageAs(
  file: PreparedFile,
  contentType: StoredContentType,
  size: { width: number; height: number },
): Promise<PreparedFile> {
  const { default: sharp } = await import("sharp");
  const format = contentType.slice("image/".length) as ImageFormat;
  const data = await ENCODERS[format](sharp(file.bytes).resize({ ...size, fit: "fill" })).toBuffer();
  return { bytes: data, filename: nameOfType(file.filename, format), contentType, ...size, still: true };
}
