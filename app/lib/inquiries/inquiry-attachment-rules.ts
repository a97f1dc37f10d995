/**
 * What the customization form takes as attachments (docs/decisions/035-inquiry-attachments.md):
 * how many, how large, which types, and the English messages for what it refuses. Shared by the
 * server, which judges the files by their bytes, and the form, which checks what it can before
 * sending and shows every message in the page's language (validation-message.ts).
 */

/** The multipart field the files come in, repeated once per file. */
export const ATTACHMENTS_FIELD = "attachments";
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** All the files of one inquiry together: the most one submission holds in memory. */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 20 * 1024 * 1024;
/** The types kept, as read from the bytes. SVG is refused: it can carry script. */
export const ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** For the file picker only: what the browser offers to choose. */
export const ATTACHMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp";

const megabytes = (bytes: number) => bytes / (1024 * 1024);

export const attachmentMessages = {
  type: (name: string) => `Attachment ${name}: only PDF, PNG, JPEG or WebP files`,
  tooLarge: (name: string) => `Attachment ${name}: larger than ${megabytes(MAX_ATTACHMENT_BYTES)} MB`,
  empty: (name: string) => `Attachment ${name}: the file is empty`,
  damaged: (name: string) => `Attachment ${name}: the image is damaged or incomplete`,
  tooManyPixels: (name: string) => `Attachment ${name}: the image has too many pixels`,
  tooMany: `At most ${MAX_ATTACHMENTS} attachments`,
  totalTooLarge: `The attachments together must be at most ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} MB`,
  notCustomization: "Only the customization form takes attachments",
};

/** A size as staff and visitors read it: "512 bytes", "34.5 KB", "2.1 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

/**
 * The problems the form can see before sending, one message per field key as the API names them
 * (`attachments`): too many files, one too large or empty, or one whose name and declared type
 * are not of an accepted kind. The server judges the bytes again whatever the form said.
 */
export function checkChosenAttachments(files: readonly { name: string; size: number; type: string }[]): string | undefined {
  if (files.length > MAX_ATTACHMENTS) return attachmentMessages.tooMany;
  for (const file of files) {
    if (file.size === 0) return attachmentMessages.empty(file.name);
    if (file.size > MAX_ATTACHMENT_BYTES) return attachmentMessages.tooLarge(file.name);
    const typeAllowed = (ATTACHMENT_TYPES as readonly string[]).includes(file.type);
    const extensionAllowed = /\.(pdf|png|jpe?g|webp)$/i.test(file.name);
    if (!typeAllowed && !extensionAllowed) return attachmentMessages.type(file.name);
  }
  if (files.reduce((sum, file) => sum + file.size, 0) > MAX_ATTACHMENTS_TOTAL_BYTES) return attachmentMessages.totalTooLarge;
  return undefined;
}
