/** SHA-256 checksums in hex, as `sha256sum` prints them: of stored files (what a visitor compares a download with) and of backups. */
import { createHash } from "node:crypto";

export function sha256Of(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The checksum of a stored file's body, read as it streams. */
export async function sha256OfStream(body: ReadableStream<Uint8Array>): Promise<string> {
  const hash = createHash("sha256");
  const reader = body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) hash.update(part.value);
  return hash.digest("hex");
}
