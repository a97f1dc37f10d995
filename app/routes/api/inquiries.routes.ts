/** Inquiries: the public form submissions and the staff calls (list, status, CSV export). */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const inquiriesApiRoutes: RouteConfigEntry[] = [];
