/** Uploads (POST /api/objects/upload) and the media library. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const mediaApiRoutes: RouteConfigEntry[] = [];
