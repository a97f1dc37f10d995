/** The admin area's own calls: dashboard counts, translation status, the demo seed and clear, the activity log, staff accounts, the two-factor policy, and item history with the recently deleted list. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const staffApiRoutes: RouteConfigEntry[] = [
  route("api/admin/stats", "routes/api/admin/stats.ts"),
  route("api/admin/translation-status", "routes/api/admin/translation-status.ts"),
  route("api/database/seed", "routes/api/database/seed.ts"),
  route("api/database/clear", "routes/api/database/clear.ts"),
  route("api/activity", "routes/api/activity/collection.ts"),
  route("api/users", "routes/api/users/collection.ts"),
  route("api/users/:id", "routes/api/users/item.ts"),
  route("api/users/:id/two-factor", "routes/api/users/two-factor.ts"),
  route("api/two-factor-policy", "routes/api/users/two-factor-policy.ts"),
  route("api/history/:kind/:id", "routes/api/history/item-versions.ts"),
  route("api/history/:kind/:id/restore", "routes/api/history/restore-version.ts"),
  route("api/recently-deleted", "routes/api/recently-deleted/collection.ts"),
  route("api/recently-deleted/:id", "routes/api/recently-deleted/item.ts"),
  route("api/recently-deleted/:id/restore", "routes/api/recently-deleted/restore.ts"),
];
