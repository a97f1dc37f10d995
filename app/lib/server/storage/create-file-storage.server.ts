/** The file storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
import path from "node:path";
import type { Config } from "~/lib/server/config.server";
import type { FileStorage } from "./file-storage.server";
import { createLocalFileStorage } from "./local-file-storage.server";

/** The S3 storage, its SDK (20 MB of memory) loaded only when S3 is configured, on first use. */
function lazyS3FileStorage(options: NonNullable<Config["s3"]>): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const opened = () => (storage ??= import("./s3-file-storage.server").then(({ createS3FileStorage }) => createS3FileStorage(options)));
  return {
    put: async (key, bytes, contentType) => (await opened()).put(key, bytes, contentType),
    get: async (key, range) => (await opened()).get(key, range),
    delete: async (key) => (await opened()).delete(key),
    list: async () => (await opened()).list(),
  };
}

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? lazyS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, "uploads"));
}
