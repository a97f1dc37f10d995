/** A file storage in a folder of its own under the system's temporary folder, for tests that store files without a server. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FileStorage } from "~/lib/server/storage/file-storage.server";
import { createLocalFileStorage } from "~/lib/server/storage/local-file-storage.server";

export function temporaryFileStorage(): { storage: FileStorage; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), "test-storage-"));
  return { storage: createLocalFileStorage(folder), remove: () => rmSync(folder, { recursive: true, force: true }) };
}
