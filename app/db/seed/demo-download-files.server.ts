/**
 * The demo's downloads stored like uploads (docs/decisions/072-demo-downloads-retired-products-and-expiry.md):
 * each file the demo content names by a `/demo/` address of a PDF, ZIP or firmware file is put
 * into the file storage with a media row giving its exact size and SHA-256, so that every demo
 * download shows a checksum the downloaded file matches. The datasheets, wiring diagram,
 * certificates and SDK are the committed files of public/demo; a firmware file is a small
 * stand-in made from its name, the same bytes at every seed, so the repository holds none.
 *
 * A file's key is made from its checksum: seeding again (or after Clear All Data, which keeps the
 * media library) finds the same key and row, and a seed rolled back leaves at most a file the next
 * one uses. Backups carry the files and rows like any upload.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Queryable } from "~/db/client.server";
import { media } from "~/db/schema";
import { formatFileSize } from "~/lib/inquiries/inquiry-attachment-rules";
import { sha256Of } from "~/lib/server/checksums.server";
import { installedFile } from "~/lib/server/install-folder.server";
import type { FileStorage, StoredContentType } from "~/lib/server/storage/file-storage.server";

const DEMO_PREFIX = "/demo/";
const CONTENT_TYPES: Record<string, StoredContentType> = {
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".bin": "application/octet-stream",
};
const FIRMWARE_BYTES = 64 * 1024;

/** A firmware stand-in: a header that says what it is, then bytes drawn from its name (SHA-256 in counter mode). */
export function firmwareStandIn(file: string): Buffer {
  const header = Buffer.from(`AURION DEMO FIRMWARE ${file}\nA stand-in for the demo: not a real firmware image.\n`);
  const blocks = [header];
  for (let counter = 0, length = header.length; length < FIRMWARE_BYTES; counter += 1, length += 32) {
    blocks.push(createHash("sha256").update(`${file}:${counter}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, FIRMWARE_BYTES);
}

/** Whether the demo content's address names one of its downloads (not a picture, not an address elsewhere). */
const isDemoDownload = (address: string) => address.startsWith(DEMO_PREFIX) && path.extname(address) in CONTENT_TYPES;

/** A stored demo download as a resource or version holds it: its address under /uploads and its size. */
export type StoredDemoFile = { fileUrl: string; fileSize: string };

/**
 * Stores each of the demo's downloads named in `addresses` (once each) and answers how to find
 * the stored one by its `/demo/` address; any other address (a picture, null) stays as it is.
 */
export async function storeDemoDownloads(
  tx: Queryable,
  storage: FileStorage,
  addresses: (string | null | undefined)[],
): Promise<{ url<T extends string | null | undefined>(address: T): T | string; file(address: string): StoredDemoFile }> {
  const stored = new Map<string, StoredDemoFile>();
  for (const address of new Set(addresses)) {
    if (!address || !isDemoDownload(address)) continue;
    const name = address.slice(DEMO_PREFIX.length);
    const contentType = CONTENT_TYPES[path.extname(name)]!;
    const bytes = contentType === "application/octet-stream" ? firmwareStandIn(name) : readFileSync(installedFile("public", "demo", name));
    const sha256 = sha256Of(bytes);
    const key = `${sha256.slice(0, 32)}${path.extname(name)}`;
    await storage.put(key, bytes, contentType);
    const url = `/uploads/${key}`;
    await tx
      .insert(media)
      .values({ url, filename: name, contentType, size: bytes.byteLength, sha256 })
      .onConflictDoNothing({ target: media.url });
    stored.set(address, { fileUrl: url, fileSize: formatFileSize(bytes.byteLength) });
  }
  const file = (address: string): StoredDemoFile => {
    const found = stored.get(address);
    if (!found) throw new Error(`Not a stored demo download: ${address}`);
    return found;
  };
  return {
    url: (address) => (address && isDemoDownload(address) ? file(address).fileUrl : address),
    file,
  };
}
