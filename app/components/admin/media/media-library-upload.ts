/**
 * The media library's upload of several files (docs/behaviour/admin-area.md §5, §8): images only, one request
 * per file, in order. A file the server refuses (any non-OK answer: not an image it accepts, too
 * large) is skipped and the rest go on; any other failure (the network) stops the upload.
 */
import { ApiError } from "~/lib/api-client";

/** The image types the server accepts (decision 013); anything else is refused there. */
export const MEDIA_LIBRARY_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export type UploadOutcome = { uploaded: number; skipped: string[] };

export async function uploadEach(files: File[], send: (file: File) => Promise<unknown>): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { uploaded: 0, skipped: [] };
  for (const file of files) {
    if (!file.type.startsWith("image/")) {
      outcome.skipped.push(file.name);
      continue;
    }
    try {
      await send(file);
      outcome.uploaded += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      outcome.skipped.push(file.name);
    }
  }
  return outcome;
}

/** The success toast of §8, naming the skipped files when there are any. */
export function uploadMessage({ uploaded, skipped }: UploadOutcome): { title: string; description?: string } {
  const title = `${uploaded} file(s) uploaded successfully`;
  return skipped.length === 0 ? { title } : { title, description: `Not accepted: ${skipped.join(", ")}` };
}
