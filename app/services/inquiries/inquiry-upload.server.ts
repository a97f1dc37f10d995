/**
 * A customization inquiry sent as `multipart/form-data` (docs/decisions/035-inquiry-attachments.md):
 * the form's fields as text parts, named as in the JSON call, and up to five files in the
 * repeated part `attachments`. The body is refused past its size before it is read whole, and
 * every file is judged by its bytes (upload-content.server.ts): PDF kept as it came, PNG, JPEG
 * and WebP re-encoded without their metadata, anything else refused with a message that names
 * the file. Nothing is stored here: the files go to storage with the inquiry
 * (inquiry-attachments.server.ts), only once it has passed every check.
 */
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import {
  ATTACHMENT_TYPES,
  ATTACHMENTS_FIELD,
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  type AttachmentType,
} from "~/lib/inquiries/inquiry-attachment-rules";
import { badRequest, HttpError } from "~/lib/server/http-errors.server";
import { newPrivateStorageKey } from "~/lib/server/storage/file-storage.server";
import { prepareUpload } from "../media/upload-content.server";
import { displayFilename, isInvalidText, MULTIPART_OVERHEAD_BYTES } from "../media/upload-request.server";

/** A checked file on its way to storage, under the private key it will have. */
export type PendingAttachment = { filename: string; contentType: AttachmentType; bytes: Uint8Array; storageKey: string };
export type InquiryForm = { fields: Record<string, string>; attachments: PendingAttachment[] };

const MAX_BODY_BYTES = MAX_ATTACHMENTS_TOTAL_BYTES + MULTIPART_OVERHEAD_BYTES;

const refused = (status: number, message: string) => new HttpError(status, message, { [ATTACHMENTS_FIELD]: message });

export const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

async function readParts(request: Request): Promise<FormData> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) throw refused(413, attachmentMessages.totalTooLarge);
  try {
    // One file may reach the total: its own limit is judged below, where its name is known.
    return await parseFormData(request, {
      maxFiles: MAX_ATTACHMENTS,
      maxParts: MAX_ATTACHMENTS + 20,
      maxFileSize: MAX_ATTACHMENTS_TOTAL_BYTES,
      maxTotalSize: MAX_BODY_BYTES,
    });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      throw refused(413, attachmentMessages.totalTooLarge);
    }
    if (error instanceof MaxFilesExceededError) throw refused(400, attachmentMessages.tooMany);
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || isInvalidText(error)) {
      throw badRequest("The form could not be read as multipart/form-data");
    }
    throw error;
  }
}

/** The file's bytes as they will be stored, or the refusal that names it. */
async function checkAttachment(file: File): Promise<PendingAttachment> {
  const filename = displayFilename(file.name);
  if (file.size === 0) throw refused(400, attachmentMessages.empty(filename));
  if (file.size > MAX_ATTACHMENT_BYTES) throw refused(413, attachmentMessages.tooLarge(filename));
  let prepared;
  try {
    prepared = await prepareUpload({ filename, bytes: new Uint8Array(await file.arrayBuffer()) }, "document");
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 413) throw refused(413, attachmentMessages.tooManyPixels(filename));
    if (error.status === 400) throw refused(400, attachmentMessages.damaged(filename));
    throw refused(415, attachmentMessages.type(filename));
  }
  const contentType = ATTACHMENT_TYPES.find((type) => type === prepared.contentType);
  if (!contentType) throw refused(415, attachmentMessages.type(filename));
  return { filename, contentType, bytes: prepared.bytes, storageKey: newPrivateStorageKey(contentType) };
}

/**
 * The text fields (a repeated one counts once, its first value) and the checked attachments. A
 * file part under another name, or a text part named `attachments`, is refused: nothing a client
 * sends is silently dropped.
 */
export async function readInquiryForm(request: Request): Promise<InquiryForm> {
  const parts = await readParts(request);
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of parts) {
    if (name === ATTACHMENTS_FIELD && value instanceof File) {
      // A file input left empty sends one part with no name and no bytes.
      if (value.name !== "" || value.size > 0) files.push(value);
    } else if (typeof value === "string" && name !== ATTACHMENTS_FIELD) {
      fields[name] ??= value;
    } else {
      throw badRequest("Some fields are invalid", { [name || ATTACHMENTS_FIELD]: `Send files only in the field "${ATTACHMENTS_FIELD}"` });
    }
  }
  const attachments: PendingAttachment[] = [];
  for (const file of files) attachments.push(await checkAttachment(file));
  return { fields, attachments };
}
