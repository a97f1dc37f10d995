/** Inquiries: the public form submissions and the staff calls (list, status, CSV export, spam folder, quote PDF, attachments, pipeline). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const inquiriesApiRoutes: RouteConfigEntry[] = [
  route("api/inquiries", "routes/api/inquiries/inquiries.ts"),
  // Static segments outrank ":id" in React Router; listed first as well, so the reader sees it.
  route("api/inquiries/export.csv", "routes/api/inquiries/export-csv.ts"),
  route("api/inquiries/form-token", "routes/api/inquiries/form-token.ts"),
  route("api/inquiries/spam-settings", "routes/api/inquiries/spam-settings.ts"),
  route("api/inquiries/assignees", "routes/api/inquiries/assignees.ts"),
  route("api/inquiries/digest", "routes/api/inquiries/digest.ts"),
  route("api/inquiries/:id", "routes/api/inquiries/inquiry.ts"),
  route("api/inquiries/:id/restore", "routes/api/inquiries/restore.ts"),
  route("api/inquiries/:id/summary.pdf", "routes/api/inquiries/summary-pdf.ts"),
  route("api/inquiries/:id/attachments", "routes/api/inquiries/attachments.ts"),
  route("api/inquiries/:id/attachments/:attachmentId", "routes/api/inquiries/attachment.ts"),
  route("api/inquiries/:id/assignee", "routes/api/inquiries/assignee.ts"),
  route("api/inquiries/:id/notes", "routes/api/inquiries/notes.ts"),
  route("api/inquiries/:id/notes/:noteId", "routes/api/inquiries/note.ts"),
];
