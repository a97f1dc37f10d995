/** Staff sign-in, sign-out, the session check and one's own password. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const authApiRoutes: RouteConfigEntry[] = [
  route("api/auth/login", "routes/api/auth/login.ts"),
  route("api/auth/logout", "routes/api/auth/logout.ts"),
  route("api/auth/me", "routes/api/auth/me.ts"),
  route("api/auth/password", "routes/api/auth/password.ts"),
];
