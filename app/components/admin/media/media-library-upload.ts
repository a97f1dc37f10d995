/**
 * The media library's upload of several files (docs/behaviour/admin-area.md §5, §8): images only, one request
 * per file, in order, each file's progress and outcome reported as it goes. A file the server
 * refuses (any non-OK answer: not an image it accepts, too large) is skipped with the server's
 * reason and the rest go on; any other failure (the network) stops the upload.
 */
import { ApiError } from "~/lib/api-client";
import { uploadRefusal } from "./upload-refusal";

/** The image types the server accepts (decision 013); anything else is refused there. */
export const MEDIA_LIBRARY_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export type UploadOutcome = { uploaded: number; skipped: string[] };

/** One file of an upload as the list shows it: its share sent (0 to 1) and, once answered, its outcome. */
export type FileUploadState =
  | { name: string; status: "waiting" | "uploading"; sent: number }
  | { name: string; status: "uploaded"; sent: 1 }
  | { name: string; status: "refused"; sent: number; reason: string };

const NOT_AN_IMAGE = "Not an image: only JPEG, PNG, WebP, GIF and AVIF images can be uploaded here";

export const waitingUploads = (files: File[]): FileUploadState[] => files.map((file) => ({ name: file.name, status: "waiting", sent: 0 }));

export async function uploadEach(
  files: File[],
  send: (file: File, onProgress: (sent: number) => void) => Promise<unknown>,
  report: (index: number, state: FileUploadState) => void = () => {},
): Promise<UploadOutcome> {
  const outcome: UploadOutcome = { uploaded: 0, skipped: [] };
  for (const [index, file] of files.entries()) {
    const refused = (sent: number, reason: string) => {
      outcome.skipped.push(file.name);
      report(index, { name: file.name, status: "refused", sent, reason });
    };
    if (!file.type.startsWith("image/")) {
      refused(0, NOT_AN_IMAGE);
      continue;
    }
    let sent = 0;
    report(index, { name: file.name, status: "uploading", sent });
    try {
      await send(file, (share) => {
        sent = share;
        report(index, { name: file.name, status: "uploading", sent });
      });
      outcome.uploaded += 1;
      report(index, { name: file.name, status: "uploaded", sent: 1 });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused(sent, uploadRefusal(error));
    }
  }
  return outcome;
}

/** The success toast of §8, naming the skipped files when there are any. */
export function uploadMessage({ uploaded, skipped }: UploadOutcome): { title: string; description?: string } {
  const title = `${uploaded} file(s) uploaded successfully`;
  return skipped.length === 0 ? { title } : { title, description: `Not accepted: ${skipped.join(", ")}` };
}
