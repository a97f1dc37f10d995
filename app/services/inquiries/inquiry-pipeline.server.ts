/**
 * What staff read about an inquiry's handling with the inquiry itself (GET /api/inquiries/{id};
 * docs/decisions/036-inquiry-pipeline.md): who it is assigned to, the notes, and the history of
 * its status changes with who made each and when (rows the database writes with each change).
 */
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/db/client.server";
import { adminUsers, inquiryStatusChanges } from "~/db/schema";
import type { InquiryStatus } from "~/lib/domain-values";
import type { Assignee } from "./inquiry-assignment.server";
import { listNotes, type InquiryNote } from "./inquiry-notes.server";

/** One status change; `changedBy` and `changedByName` are null once the account is deleted (or for a change no staff member made). */
export type InquiryStatusChange = {
  fromStatus: InquiryStatus;
  toStatus: InquiryStatus;
  changedBy: string | null;
  changedByName: string | null;
  changedAt: Date;
};

export type InquiryPipeline = { assignee: Assignee | null; notes: InquiryNote[]; statusChanges: InquiryStatusChange[] };

/** An inquiry's status changes, oldest first. */
export function listStatusChanges(db: Queryable, inquiryId: string): Promise<InquiryStatusChange[]> {
  return db
    .select({
      fromStatus: inquiryStatusChanges.fromStatus,
      toStatus: inquiryStatusChanges.toStatus,
      changedBy: inquiryStatusChanges.changedBy,
      changedByName: adminUsers.username,
      changedAt: inquiryStatusChanges.changedAt,
    })
    .from(inquiryStatusChanges)
    .leftJoin(adminUsers, eq(adminUsers.id, inquiryStatusChanges.changedBy))
    .where(eq(inquiryStatusChanges.inquiryId, inquiryId))
    .orderBy(asc(inquiryStatusChanges.changedAt), asc(inquiryStatusChanges.id));
}

/** The assignee, notes and status history of an inquiry that exists. */
export async function findInquiryPipeline(db: Queryable, inquiry: { id: string; assignedTo: string | null }): Promise<InquiryPipeline> {
  const [assignee] = inquiry.assignedTo
    ? await db.select({ id: adminUsers.id, username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, inquiry.assignedTo))
    : [];
  return { assignee: assignee ?? null, notes: await listNotes(db, inquiry.id), statusChanges: await listStatusChanges(db, inquiry.id) };
}
