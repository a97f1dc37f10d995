/** Staff sign-in (with its second factor), sign-out, the session check, one's own password and second factor. */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export const authApiRoutes: RouteConfigEntry[] = [
  route("api/auth/login", "routes/api/auth/login.ts"),
  route("api/auth/login/second-factor", "routes/api/auth/second-factor.ts"),
  route("api/auth/logout", "routes/api/auth/logout.ts"),
  route("api/auth/me", "routes/api/auth/me.ts"),
  route("api/auth/password", "routes/api/auth/password.ts"),
  route("api/auth/two-factor", "routes/api/auth/two-factor/status.ts"),
  route("api/auth/two-factor/setup", "routes/api/auth/two-factor/setup.ts"),
  route("api/auth/two-factor/enable", "routes/api/auth/two-factor/enable.ts"),
  route("api/auth/two-factor/recovery-codes", "routes/api/auth/two-factor/recovery-codes.ts"),
  route("api/auth/two-factor/disable", "routes/api/auth/two-factor/disable.ts"),
];
