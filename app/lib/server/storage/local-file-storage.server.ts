/**
 * Files in a folder on this machine (DATA_DIR/uploads by default). A file's type is the one its
 * key's extension names, so the folder holds nothing but the files themselves.
 */
import { createReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { contentTypeOfKey, type FileStorage } from "./file-storage.server";

const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function createLocalFileStorage(folder: string): FileStorage {
  // Only server-made keys (hex name, one extension) reach the file system: no separator, no "..".
  const filePath = (key: string) => (contentTypeOfKey(key) === undefined ? undefined : path.join(folder, key));

  return {
    async put(key, bytes, contentType) {
      const target = filePath(key);
      if (target === undefined || contentTypeOfKey(key) !== contentType) {
        throw new Error(`Refusing to store ${contentType} under the key ${JSON.stringify(key)}`);
      }
      await mkdir(folder, { recursive: true });
      // Written aside and renamed, so that a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes, { flag: "wx" });
      await rename(partial, target);
    },

    async get(key, range) {
      const source = filePath(key);
      if (source === undefined) return null;
      try {
        const { size } = await stat(source);
        const body = Readable.toWeb(createReadStream(source, range)) as ReadableStream<Uint8Array>;
        return { body, contentType: contentTypeOfKey(key)!, size };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const target = filePath(key);
      if (target !== undefined) await rm(target, { force: true });
    },

    async list() {
      try {
        return (await readdir(folder)).filter((name) => contentTypeOfKey(name) !== undefined);
      } catch (error) {
        if (isMissingFile(error)) return [];
        throw error;
      }
    },
  };
}
