/**
 * Staff's internal notes on an inquiry (docs/decisions/036-inquiry-pipeline.md), never shown to
 * the customer. Any staff member adds notes; a note is deleted by its author or by an admin, and
 * is never edited (the thread reads as it was written).
 */
import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, inquiries, inquiryNotes } from "~/db/schema";
import { forbidden, notFound } from "~/lib/server/http-errors.server";
import type { InquiryNoteInput } from "~/schemas/inquiries/inquiry-pipeline";
import { foundRow, rowId } from "../records/row-by-id.server";
import type { SessionUser } from "../staff/session.server";

/** A note with its author's name; `authorId` and `authorName` are null once the account is deleted. */
export type InquiryNote = {
  id: string;
  inquiryId: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
};

const INQUIRY_NOT_FOUND = "Inquiry not found";
const NOTE_NOT_FOUND = "Note not found";

const noteColumns = {
  id: inquiryNotes.id,
  inquiryId: inquiryNotes.inquiryId,
  body: inquiryNotes.body,
  authorId: inquiryNotes.authorId,
  authorName: adminUsers.username,
  createdAt: inquiryNotes.createdAt,
};

/** An inquiry's notes, oldest first. */
export function listNotes(db: Queryable, inquiryId: string): Promise<InquiryNote[]> {
  return db
    .select(noteColumns)
    .from(inquiryNotes)
    .leftJoin(adminUsers, eq(adminUsers.id, inquiryNotes.authorId))
    .where(eq(inquiryNotes.inquiryId, inquiryId))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
}

export async function addNote(db: Queryable, author: SessionUser, id: string | undefined, input: InquiryNoteInput): Promise<InquiryNote> {
  const inquiryId = rowId(id, INQUIRY_NOT_FOUND);
  return db.transaction(async (tx) => {
    // Locked so that the inquiry cannot be deleted before the note refers to it.
    foundRow(await tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, inquiryId)).for("share"), INQUIRY_NOT_FOUND);
    const [note] = await tx.insert(inquiryNotes).values({ inquiryId, authorId: author.id, body: input.body }).returning();
    return { ...note!, authorName: author.username };
  });
}

export async function deleteNote(db: Queryable, actor: SessionUser, id: string | undefined, noteId: string | undefined): Promise<void> {
  const inquiryId = rowId(id, INQUIRY_NOT_FOUND);
  const where = and(eq(inquiryNotes.id, rowId(noteId, NOTE_NOT_FOUND)), eq(inquiryNotes.inquiryId, inquiryId));
  const [note] = await db.select({ authorId: inquiryNotes.authorId }).from(inquiryNotes).where(where);
  if (!note) throw notFound(NOTE_NOT_FOUND);
  if (note.authorId !== actor.id && actor.role !== "admin") throw forbidden("Only the note's author or an admin may delete it");
  await db.delete(inquiryNotes).where(where);
}
