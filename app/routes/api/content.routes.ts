/** News, resources, hero slides, company info, users, dashboard stats and the database seed/clear calls. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const contentApiRoutes: RouteConfigEntry[] = [];
