/**
 * The files sent with a customization inquiry (docs/decisions/035-inquiry-attachments.md): stored
 * with the inquiry in its transaction under private keys, listed for staff, counted for the
 * inquiry table, named in the sales notification, downloaded by staff, and removed from storage
 * when their inquiries are deleted. A spam-caught inquiry keeps its files, so that staff who
 * restore it have them.
 */
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { inquiries, inquiryAttachments } from "~/db/schema";
import { formatFileSize } from "~/lib/inquiries/inquiry-attachment-rules";
import { notFound } from "~/lib/server/http-errors.server";
import type { FileStorage, StoredFile } from "~/lib/server/storage/file-storage.server";
import type { PendingAttachment } from "./inquiry-upload.server";
import { foundRow, rowId } from "../records/row-by-id.server";

/** What staff see of an attachment; its storage key stays on the server. */
export type InquiryAttachment = { id: string; filename: string; contentType: string; size: number; createdAt: Date };

const ATTACHMENT_NOT_FOUND = "Attachment not found";
const INQUIRY_NOT_FOUND = "Inquiry not found";
const listed = {
  id: inquiryAttachments.id,
  filename: inquiryAttachments.filename,
  contentType: inquiryAttachments.contentType,
  size: inquiryAttachments.size,
  createdAt: inquiryAttachments.createdAt,
};

/**
 * Writes the files and their rows, inside the caller's transaction, so that an inquiry is never
 * stored with only some of them. A failure rolls the rows back; the caller then takes the files
 * written so far away again with `removeAttachmentFiles` (a key never written is no error).
 */
export async function storeAttachments(
  tx: Queryable,
  storage: FileStorage,
  inquiryId: string,
  attachments: PendingAttachment[],
): Promise<void> {
  if (attachments.length === 0) return;
  for (const file of attachments) await storage.put(file.storageKey, file.bytes, file.contentType);
  await tx.insert(inquiryAttachments).values(
    attachments.map((file) => ({
      inquiryId,
      filename: file.filename,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      storageKey: file.storageKey,
    })),
  );
}

/** An inquiry's attachments in the order they were sent. */
function listAttachments(db: Queryable, inquiryId: string): Promise<InquiryAttachment[]> {
  return db
    .select(listed)
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .orderBy(asc(inquiryAttachments.createdAt), asc(inquiryAttachments.storageKey));
}

/** For staff: the attachments of an inquiry that exists (spam too); 404 for an unknown one. */
export async function findInquiryAttachments(db: Queryable, inquiryId: string | undefined): Promise<InquiryAttachment[]> {
  const id = rowId(inquiryId, INQUIRY_NOT_FOUND);
  foundRow(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)), INQUIRY_NOT_FOUND);
  return listAttachments(db, id);
}

/** The rows of an inquiry list, each with its number of attachments (for the table's paperclip). */
export async function withAttachmentCounts<Row extends { id: string }>(
  db: Queryable,
  rows: Row[],
): Promise<(Row & { attachmentCount: number })[]> {
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ inquiryId: inquiryAttachments.inquiryId, total: count() })
          .from(inquiryAttachments)
          .where(inArray(inquiryAttachments.inquiryId, ids))
          .groupBy(inquiryAttachments.inquiryId);
  const byInquiry = new Map(counts.map((row) => [row.inquiryId, row.total]));
  return rows.map((row) => ({ ...row, attachmentCount: byInquiry.get(row.id) ?? 0 }));
}

/** The notification's lines about the files: names and sizes, never the files themselves. */
export async function attachmentLines(db: Queryable, inquiryId: string): Promise<string[]> {
  const attachments = await listAttachments(db, inquiryId);
  if (attachments.length === 0) return [];
  return [
    `Attachments (${attachments.length}, download them from the inquiry in the admin area):`,
    ...attachments.map((file) => `- ${file.filename} (${formatFileSize(file.size)}, ${file.contentType})`),
  ];
}

/** One attachment of one inquiry with its stored file; 404 when either is unknown or the file is gone. */
export async function openAttachment(
  db: Queryable,
  storage: FileStorage,
  inquiryId: string | undefined,
  attachmentId: string | undefined,
): Promise<{ attachment: InquiryAttachment; file: StoredFile }> {
  const row = foundRow(
    await db
      .select({ ...listed, storageKey: inquiryAttachments.storageKey })
      .from(inquiryAttachments)
      .where(
        and(
          eq(inquiryAttachments.id, rowId(attachmentId, ATTACHMENT_NOT_FOUND)),
          eq(inquiryAttachments.inquiryId, rowId(inquiryId, ATTACHMENT_NOT_FOUND)),
        ),
      ),
    ATTACHMENT_NOT_FOUND,
  );
  const file = await storage.get(row.storageKey);
  if (!file) throw notFound(ATTACHMENT_NOT_FOUND);
  const { storageKey: _key, ...attachment } = row;
  return { attachment, file };
}

/** Removes files from storage: those of deleted inquiries, or of a submission that was not stored after all. */
export async function removeAttachmentFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
