/** Uploads (POST /api/objects/upload), the media library (its items, their descriptions and replaced files), and the uploaded files themselves (/uploads/*). */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const mediaApiRoutes: RouteConfigEntry[] = [
  route("api/objects/upload", "routes/api/media/upload.ts"),
  route("api/media", "routes/api/media/library.ts"),
  route("api/media/:id", "routes/api/media/item.ts"),
  route("api/media/:id/file", "routes/api/media/file.ts"),
  route("uploads/*", "routes/uploads.ts"),
];
