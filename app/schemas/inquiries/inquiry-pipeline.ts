/**
 * The inquiry pipeline's inputs (docs/decisions/036-inquiry-pipeline.md): the assignee and
 * date-range filters of the list and the CSV export, an assignment, a note, and the admin's
 * "send the digest now".
 */
import { z } from "zod";
import { dayField, uuidField } from "../fields";

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
  body: z
    .string("Note is required")
    .trim()
    .min(1, "Note is required")
    .max(NOTE_MAX_LENGTH, `Note must be at most ${NOTE_MAX_LENGTH} characters`),
});
export type InquiryNoteInput = z.infer<typeof inquiryNoteSchema>;

/** `POST /api/inquiries/digest`: the day (UTC) whose digest to send now; yesterday when left out. */
export const sendDigestSchema = z.object({ day: dayField("Day") });
