/**
 * Reading the one file of an upload (`multipart/form-data`, field `file`) without ever holding
 * more than the size limit: a declared Content-Length over the limit is refused before the body
 * is read, and the parser stops as soon as the file passes the limit.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { formatFileSize } from "~/lib/inquiries/inquiry-attachment-rules";
import type { Config } from "~/lib/server/config.server";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "~/lib/server/http-errors.server";
import type { UploadKind } from "~/schemas/media/media";

export type UploadedFile = { filename: string; bytes: Uint8Array };

/** Room for the multipart boundaries, part headers and a few small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FILENAME_LENGTH = 200;

/** The user's file name, for display only: no folders, no control or bidi characters, bounded. */
export function displayFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const bounded = Array.from(cleaned).slice(0, MAX_FILENAME_LENGTH).join("").trim();
  return /^\.*$/.test(bounded) ? "file" : bounded;
}

/** The largest file of this kind: a release file's limit (RELEASE_UPLOAD_MAX_BYTES) is its own, any other's UPLOAD_MAX_BYTES. */
export const uploadLimit = (config: Config, kind: UploadKind): number =>
  kind === "release" ? config.releaseUploadMaxBytes : config.uploadMaxBytes;

/** A text part of the form (any part but a file) whose bytes are not UTF-8: the parser's decoder throws. */
export const isInvalidText = (error: unknown) =>
  error instanceof TypeError && (error as { code?: string }).code === "ERR_ENCODING_INVALID_ENCODED_DATA";

export async function readUploadedFile(request: Request, maxBytes: number): Promise<UploadedFile> {
  const tooLarge = () => payloadTooLarge(`The file is too large; the limit is ${formatFileSize(maxBytes)}`);
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    throw unsupportedMediaType('Send the file as multipart/form-data in the field "file"');
  }
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  let form: FormData;
  try {
    form = await parseFormData(request, {
      maxFiles: 1,
      maxParts: 20,
      maxFileSize: maxBytes,
      maxTotalSize: maxBytes + MULTIPART_OVERHEAD_BYTES,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) throw tooLarge();
    if (error instanceof MaxFilesExceededError) throw badRequest("Send one file per request", { file: "Send one file per request" });
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || isInvalidText(error)) {
      throw badRequest("The upload could not be read as multipart/form-data");
    }
    throw error;
  }

  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) {
    throw badRequest("Choose a file to upload", { file: "Choose a file to upload" });
  }
  if (file.size === 0) throw badRequest("The file is empty", { file: "The file is empty" });
  return { filename: displayFilename(file.name), bytes: new Uint8Array(await file.arrayBuffer()) };
}
