/**
 * The inquiry pipeline's inputs (docs/decisions/036-inquiry-pipeline.md): the assignee and
 * date-range filters of the list and the CSV export, an assignment, a note, and the admin's
 * "send the digest now".
 */
import { z } from "zod";
import { INQUIRY_STATUSES } from "~/lib/domain-values";
import { dayField, requiredText, stored, uuidField } from "../fields";

export const NOTE_MAX_LENGTH = 5000;

/** Who an inquiry list is filtered to: a staff member's id, nobody ("unassigned") or the viewer ("me"). */
export const ASSIGNEE_KEYWORDS = ["unassigned", "me"] as const;
const ASSIGNEE_MESSAGE = "Assignee must be a user id, unassigned or me";

export const inquiryPipelineFilterFields = {
  assignee: z
    .union([z.enum(ASSIGNEE_KEYWORDS, ASSIGNEE_MESSAGE), z.uuid(ASSIGNEE_MESSAGE)], ASSIGNEE_MESSAGE)
    .optional()
    .describe("A staff member's id, unassigned, or me (the signed-in user)"),
  from: dayField("From").describe("The first day (UTC) the inquiries arrived on, inclusive"),
  to: dayField("To").describe("The last day (UTC) the inquiries arrived on, inclusive"),
};

/** `PUT /api/inquiries/{id}/assignee`: a staff member's id, or null to unassign. */
export const assignInquirySchema = z.object({
  assignedTo: uuidField("Assignee").nullable(),
});
export type AssignInquiryInput = z.infer<typeof assignInquirySchema>;

/** `POST /api/inquiries/{id}/notes`: one internal note. */
export const inquiryNoteSchema = z.object({
  body: requiredText("Note", NOTE_MAX_LENGTH),
});
export type InquiryNoteInput = z.infer<typeof inquiryNoteSchema>;

/** `POST /api/inquiries/digest`: the day (UTC) whose digest to send now; yesterday when left out. */
export const sendDigestSchema = z.object({ day: dayField("Day") });

/** A staff member an inquiry can be assigned to (`GET /api/inquiries/assignees`), and an inquiry's assignee. */
export const assigneeRow = z.strictObject({ id: stored.id, username: z.string() });

/** A note as the API sends it; the author's id and name are null once the account is deleted. */
export const inquiryNoteRow = z.strictObject({
  id: stored.id,
  inquiryId: stored.id,
  body: z.string(),
  authorId: stored.id.nullable(),
  authorName: z.string().nullable(),
  createdAt: stored.time,
});

/** One change of status, with who made it (null once the account is deleted, or when no staff member did). */
export const inquiryStatusChangeRow = z.strictObject({
  fromStatus: z.enum(INQUIRY_STATUSES),
  toStatus: z.enum(INQUIRY_STATUSES),
  changedBy: stored.id.nullable(),
  changedByName: z.string().nullable(),
  changedAt: stored.time,
});

/** An inquiry's handling, as `GET /api/inquiries/{id}` sends it with the inquiry: assignee, notes (oldest first) and status history. */
export const inquiryPipelineFields = {
  assignee: assigneeRow.nullable(),
  notes: z.array(inquiryNoteRow),
  statusChanges: z.array(inquiryStatusChangeRow),
};

export type AssigneeRow = z.output<typeof assigneeRow>;
export type InquiryNoteRow = z.output<typeof inquiryNoteRow>;
export type InquiryStatusChangeRow = z.output<typeof inquiryStatusChangeRow>;
