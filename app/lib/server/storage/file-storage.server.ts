/**
 * Where uploaded files live, behind one interface: a local folder by default
 * (local-file-storage.server.ts) or an S3-compatible bucket (s3-file-storage.server.ts), chosen
 * at start (create-file-storage.server.ts).
 *
 * Keys are names the server makes up: random, with the extension of the file's type; a still
 * image's key also gives its size, and its smaller copies add their width
 * (`{hex}-1200x800.webp`, `{hex}-1200x800-480w.avif`: app/lib/responsive-image.ts). Every
 * implementation refuses any other key, so a key can never name something outside the storage
 * ("..", slashes, hidden files) whatever a URL says. A private file (an inquiry's attachment,
 * decision 035) has a key that starts with `private-`: the public /uploads route never serves it.
 */
import { randomBytes } from "node:crypto";

export type StoredFile = { body: ReadableStream<Uint8Array>; contentType: string; size: number };

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under this key (or the key is not one the server makes). */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a file that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** The key of every file held, in no particular order; anything else in the folder or bucket is left out. */
  list(): Promise<string[]>;
}

/** The types the site stores, each with the extension its keys end with. */
const EXTENSIONS = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "application/pdf": "pdf",
  "application/zip": "zip",
  // A release file of no type of its own (firmware), always downloaded, never shown.
  "application/octet-stream": "bin",
} as const;

export type StoredContentType = keyof typeof EXTENSIONS;

const PRIVATE_PREFIX = "private-";
const KEY_PATTERN = /^(?:private-)?[0-9a-f]{32}(?:-[1-9]\d{0,4}x[1-9]\d{0,4}(?:-[1-9]\d{0,4}w)?)?\.([a-z]{3,4})$/;

/** A new random key; with `size`, one that tells the image's width and height. */
export function newStorageKey(contentType: StoredContentType, size?: { width: number; height: number }): string {
  const sizePart = size ? `-${size.width}x${size.height}` : "";
  return `${randomBytes(16).toString("hex")}${sizePart}.${EXTENSIONS[contentType]}`;
}

/** A new random key for a file only staff may read: never served at /uploads. */
export function newPrivateStorageKey(contentType: StoredContentType): string {
  return `${PRIVATE_PREFIX}${newStorageKey(contentType)}`;
}

export function isPrivateStorageKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

export function isStorageKey(key: string): boolean {
  return contentTypeOfKey(key) !== undefined;
}

/** The type a key's extension stands for; undefined for anything that is not a key the server makes. */
export function contentTypeOfKey(key: string): StoredContentType | undefined {
  const extension = KEY_PATTERN.exec(key)?.[1];
  const entry = Object.entries(EXTENSIONS).find(([, candidate]) => candidate === extension);
  return entry?.[0] as StoredContentType | undefined;
}
