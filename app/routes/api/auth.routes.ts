/** Staff sign-in, sign-out and the session check. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const authApiRoutes: RouteConfigEntry[] = [
  route("api/auth/login", "routes/api/auth/login.ts"),
  route("api/auth/logout", "routes/api/auth/logout.ts"),
  route("api/auth/me", "routes/api/auth/me.ts"),
];
