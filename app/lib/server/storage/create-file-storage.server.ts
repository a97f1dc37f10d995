/** The file storage the configuration asks for: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
import path from "node:path";
import type { Config } from "~/lib/server/config.server";
import type { FileStorage } from "./file-storage.server";
import { createLocalFileStorage } from "./local-file-storage.server";
import { createS3FileStorage } from "./s3-file-storage.server";

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(path.join(config.dataDir, "uploads"));
}
