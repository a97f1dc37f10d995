/** News, resources, hero slides, distributors, company info, users, dashboard stats, translation status, the database seed/clear calls and the activity log. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const contentApiRoutes: RouteConfigEntry[] = [
  route("api/news", "routes/api/news/collection.ts"),
  route("api/news/:key", "routes/api/news/item.ts"),
  route("api/resources", "routes/api/resources/collection.ts"),
  route("api/resources/:id", "routes/api/resources/item.ts"),
  route("api/resources/:id/versions", "routes/api/resources/versions.ts"),
  route("api/resources/:id/versions/:versionId", "routes/api/resources/version-item.ts"),
  route("api/hero-slides", "routes/api/hero-slides/collection.ts"),
  route("api/hero-slides/:id", "routes/api/hero-slides/item.ts"),
  route("api/distributors", "routes/api/distributors/collection.ts"),
  route("api/distributors/:id", "routes/api/distributors/item.ts"),
  route("api/company-info", "routes/api/company-info/collection.ts"),
  route("api/company-info/:key", "routes/api/company-info/item.ts"),
  route("api/admin/stats", "routes/api/admin/stats.ts"),
  route("api/admin/translation-status", "routes/api/admin/translation-status.ts"),
  route("api/database/seed", "routes/api/database/seed.ts"),
  route("api/database/clear", "routes/api/database/clear.ts"),
  route("api/users", "routes/api/users/collection.ts"),
  route("api/users/:id", "routes/api/users/item.ts"),
  route("api/auth/password", "routes/api/auth/password.ts"),
  route("api/activity", "routes/api/activity.ts"),
];
