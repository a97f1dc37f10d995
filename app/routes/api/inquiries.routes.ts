/** Inquiries: the public form submissions and the staff calls (list, status, CSV export). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const inquiriesApiRoutes: RouteConfigEntry[] = [
  route("api/inquiries", "routes/api/inquiries/inquiries.ts"),
  // A static segment outranks ":id" in React Router; listed first as well, so the reader sees it.
  route("api/inquiries/export.csv", "routes/api/inquiries/export-csv.ts"),
  route("api/inquiries/:id", "routes/api/inquiries/inquiry.ts"),
];
