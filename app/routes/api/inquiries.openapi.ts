/** The OpenAPI operations of inquiries.routes.ts: the public submissions and the staff calls (list, pipeline, spam folder, CSV, PDF, attachments). */
import { z } from "zod";
import {
  ATTACHMENTS_FIELD,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
} from "~/lib/inquiries/inquiry-attachment-rules";
import type { Operation } from "~/lib/server/openapi-document.server";
import {
  formTokenResponseSchema,
  inquiryAttachmentRow,
  inquiryDetailRow,
  inquiryExportQuerySchema,
  inquiryListQuerySchema,
  inquirySchema,
  storedInquiryRow,
  updateInquiryStatusSchema,
} from "~/schemas/inquiries/inquiry";
import { customizationInquirySchema } from "~/schemas/inquiries/inquiry-forms";
import {
  assigneeRow,
  assignInquirySchema,
  inquiryNoteRow,
  inquiryNoteSchema,
  sendDigestSchema,
} from "~/schemas/inquiries/inquiry-pipeline";
import { spamSettingsSchema } from "~/schemas/inquiries/spam-settings";
import { withReadOnly } from "./entity-operations";

/** What a public submission answers. */
const createdInquiry = storedInquiryRow.pick({ id: true, type: true, status: true, createdAt: true });
const inquiryListRow = storedInquiryRow.extend({ attachmentCount: z.int().describe("How many files came with it") });
const { items, assignee, notes, statusChanges } = inquiryDetailRow.shape;
const inquiryDetailFields = inquiryDetailRow.extend({
  items: items.describe("The lines in the visitor's order; name and code as at request time, productId null once the product is deleted"),
  assignee: assignee.describe("The staff member the inquiry is assigned to"),
  notes: notes.describe("Staff's internal notes, oldest first"),
  statusChanges: statusChanges.describe("Every status change, oldest first, with who made it (null once the account is deleted)"),
});
/**
 * `PUT /api/inquiries/{id}` changes the status only: what the visitor sent and the pipeline's
 * records are read-only there (the assignee has its own PUT, notes their own calls).
 */
const inquiryDetail = withReadOnly(
  inquiryDetailFields,
  Object.keys(inquiryDetailFields.shape).filter((key) => key !== "status"),
);
const digestRun = z.object({ day: z.iso.date(), inquiryCount: z.int(), mailed: z.boolean() });

export const inquiriesOperations: Operation[] = [
  {
    method: "post",
    path: "/api/inquiries",
    tag: "Inquiries",
    access: "public",
    summary:
      "Send a quote, distributor, demo or customization inquiry (spam is answered the same and kept in the spam folder); a quote request gets a confirmation e-mail listing its items; a customization inquiry may come as multipart/form-data with attachments",
    body: inquirySchema,
    filesAlongside: {
      fields: customizationInquirySchema,
      part: ATTACHMENTS_FIELD,
      maxFiles: MAX_ATTACHMENTS,
      description: `Drawings or logos, judged by their bytes: PDF, PNG, JPEG or WebP, each up to ${formatFileSize(MAX_ATTACHMENT_BYTES)}, together up to ${formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)}; anything else is refused with fields.attachments naming the file (400, 413 or 415)`,
    },
    response: { status: 201, description: "Stored", schema: createdInquiry },
    errors: [429],
  },
  {
    method: "get",
    path: "/api/inquiries/form-token",
    tag: "Inquiries",
    access: "public",
    summary: "A signed start token for an inquiry form, sent back as formToken (fill-time check)",
    response: { status: 200, description: "The token", schema: formTokenResponseSchema },
  },
  {
    method: "post",
    path: "/api/inquiries/{id}/restore",
    tag: "Inquiries",
    access: "staff",
    summary: "Not spam: move an inquiry from the spam folder to the inbox and send its held-back notification",
    response: { status: 200, description: "Restored", schema: storedInquiryRow },
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/api/inquiries/spam-settings",
    tag: "Inquiries",
    access: "admin",
    summary: "The e-mail domains whose inquiries go to the spam folder",
    response: { status: 200, description: "The settings", schema: spamSettingsSchema },
  },
  {
    method: "put",
    path: "/api/inquiries/spam-settings",
    tag: "Inquiries",
    access: "admin",
    summary: "Replace the blocked e-mail domains (a domain also blocks its subdomains)",
    body: spamSettingsSchema,
    response: { status: 200, description: "Saved", schema: spamSettingsSchema },
  },
  {
    method: "get",
    path: "/api/inquiries",
    tag: "Inquiries",
    access: "staff",
    summary: "List inquiries, newest first, filtered by status, type, assignee and the days they arrived on (UTC)",
    query: inquiryListQuerySchema,
    response: { status: 200, description: "The list", schema: z.array(inquiryListRow) },
    errors: [400],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}",
    tag: "Inquiries",
    access: "staff",
    summary:
      "Read one inquiry with the products it names (in its order; deleted ones left out), its lines with quantities and notes, its assignee, internal notes and status history",
    response: { status: 200, description: "The inquiry", schema: inquiryDetail },
    errors: [404],
  },
  {
    method: "put",
    path: "/api/inquiries/{id}",
    tag: "Inquiries",
    access: "staff",
    summary: "Change an inquiry's status (recorded in its status history with who and when)",
    body: updateInquiryStatusSchema,
    response: { status: 200, description: "Updated", schema: storedInquiryRow },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/assignees",
    tag: "Inquiries",
    access: "staff",
    summary: "The staff members an inquiry can be assigned to",
    response: { status: 200, description: "The staff members, by name", schema: z.array(assigneeRow) },
  },
  {
    method: "put",
    path: "/api/inquiries/{id}/assignee",
    tag: "Inquiries",
    access: "staff",
    summary: "Assign an inquiry to a staff member, or unassign it with null",
    body: assignInquirySchema,
    response: { status: 200, description: "Assigned", schema: storedInquiryRow },
    errors: [400, 404],
  },
  {
    method: "post",
    path: "/api/inquiries/{id}/notes",
    tag: "Inquiries",
    access: "staff",
    summary: "Add an internal note to an inquiry",
    body: inquiryNoteSchema,
    response: { status: 201, description: "Added", schema: inquiryNoteRow },
    errors: [404],
  },
  {
    method: "delete",
    path: "/api/inquiries/{id}/notes/{noteId}",
    tag: "Inquiries",
    access: "staff",
    summary: "Delete a note: one's own, or any as an admin",
    response: { status: 204, description: "Deleted" },
    errors: [403, 404],
  },
  {
    method: "post",
    path: "/api/inquiries/digest",
    tag: "Inquiries",
    access: "admin",
    summary:
      "Send a day's digest of new inquiries to the sales address now (the previous UTC day unless day is given); no mail for a day without any",
    body: sendDigestSchema,
    response: { status: 200, description: "The day's digest, decided", schema: digestRun },
    errors: [409],
  },
  {
    method: "get",
    path: "/api/inquiries/export.csv",
    tag: "Inquiries",
    access: "staff",
    summary: "The inquiries (but spam) as CSV, filtered like the list",
    query: inquiryExportQuerySchema,
    response: { status: 200, description: "The CSV file", contentType: "text/csv" },
    errors: [400, 404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/attachments",
    tag: "Inquiries",
    access: "staff",
    summary: "The files sent with an inquiry (spam too), in the order they were sent",
    response: { status: 200, description: "The attachments", schema: z.array(inquiryAttachmentRow) },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/attachments/{attachmentId}",
    tag: "Inquiries",
    access: "staff",
    summary:
      "Download one attachment under its original (cleaned) name: Content-Disposition attachment, nosniff, a sandboxing Content-Security-Policy, never cached",
    response: { status: 200, description: "The file, with the type read from its bytes", contentType: "application/octet-stream" },
    errors: [404],
  },
  {
    method: "get",
    path: "/api/inquiries/{id}/summary.pdf",
    tag: "Inquiries",
    access: "staff",
    summary:
      "A quote request as a PDF download: company, date, customer, products with quantities and notes, message (404 for other types)",
    response: { status: 200, description: "The PDF file", contentType: "application/pdf" },
    errors: [404],
  },
];
