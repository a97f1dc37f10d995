/** SHA-256 checksums of stored files, in hex: what a visitor compares a download with (`sha256sum`). */
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
