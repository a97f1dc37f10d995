/**
 * The download center's release files (firmware, SDKs, apps, installers): any kind of file a maker
 * ships, stored as it came and only ever served as a download (docs/decisions/070-files-served-as-what-they-are.md).
 *
 * The type is the one the file's name declares, among the formats listed here, when the content
 * confirms it where the format has a signature (a `.exe` must start as a Windows program); a name
 * the list does not know (`.bin`, `.img`, `.hex`, `.fw`...) is stored as
 * `application/octet-stream`. A name a browser would open as a web page is refused: a release is
 * never a page. The type the browser declared is not used: it only repeats the name's extension.
 */
import { badRequest } from "~/lib/server/http-errors.server";
import type { StoredContentType } from "~/lib/server/storage/file-storage.server";

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Each known format: the name's endings that declare it, its type, and the first bytes that confirm it (none: not checked). */
const RELEASE_FORMATS: { endings: string[]; type: StoredContentType; signature?: number[] }[] = [
  { endings: ["zip"], type: "application/zip", signature: ZIP },
  { endings: ["apk"], type: "application/vnd.android.package-archive", signature: ZIP },
  { endings: ["pdf"], type: "application/pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { endings: ["gz", "tgz"], type: "application/gzip", signature: [0x1f, 0x8b] },
  { endings: ["xz", "txz"], type: "application/x-xz", signature: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { endings: ["bz2", "tbz2"], type: "application/x-bzip2", signature: [0x42, 0x5a, 0x68] },
  { endings: ["7z"], type: "application/x-7z-compressed", signature: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { endings: ["tar"], type: "application/x-tar" },
  { endings: ["exe"], type: "application/vnd.microsoft.portable-executable", signature: [0x4d, 0x5a] },
  { endings: ["msi"], type: "application/x-msi", signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { endings: ["dmg"], type: "application/x-apple-diskimage" },
  { endings: ["deb"], type: "application/vnd.debian.binary-package", signature: [0x21, 0x3c, 0x61, 0x72, 0x63, 0x68, 0x3e, 0x0a] },
  { endings: ["rpm"], type: "application/x-rpm", signature: [0xed, 0xab, 0xee, 0xdb] },
];

/** What a browser shows as a page, or runs as one, when it opens the file. */
const WEB_PAGE_ENDINGS = new Set(["html", "htm", "shtml", "xhtml", "xht", "mht", "mhtml", "svg", "svgz"]);

const refuse = (reason: string) => badRequest(reason, { file: reason });

/** The stored type of a release file named `filename` with these `bytes`; 400 on `file` for a web page or a file whose content contradicts its name. */
export function releaseFileType(filename: string, bytes: Uint8Array): StoredContentType {
  const ending = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? "";
  if (WEB_PAGE_ENDINGS.has(ending)) throw refuse(`A web page (.${ending}) cannot be a release file`);
  const format = RELEASE_FORMATS.find((candidate) => candidate.endings.includes(ending));
  if (!format) return "application/octet-stream";
  if (format.signature && !format.signature.every((byte, index) => bytes[index] === byte)) {
    throw refuse(`The file's content is not what its .${ending} name says`);
  }
  return format.type;
}
