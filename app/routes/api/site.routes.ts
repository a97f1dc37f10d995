/** What the whole public site reads: its settings (company name, contact details) and its search. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const siteApiRoutes: RouteConfigEntry[] = [
  route("api/search", "routes/api/site/search.ts"),
  route("api/site-settings", "routes/api/site/site-settings.ts"),
];
