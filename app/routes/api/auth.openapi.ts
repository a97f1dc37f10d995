/** The OpenAPI operations of auth.routes.ts: sign-in, sign-out, the session check and one's own password. */
import type { Operation } from "~/lib/server/openapi-document.server";
import { loginSchema } from "~/schemas/staff/login";
import { changePasswordSchema, sessionUserRow } from "~/schemas/staff/user";

export const authOperations: Operation[] = [
  {
    method: "post",
    path: "/api/auth/login",
    tag: "Sign-in",
    access: "public",
    summary: "Sign in; sets the session cookie",
    body: loginSchema,
    response: { status: 200, description: "Signed in", schema: sessionUserRow },
    errors: [401, 429],
  },
  {
    method: "post",
    path: "/api/auth/logout",
    tag: "Sign-in",
    access: "public",
    summary: "Sign out; ends the session",
    response: { status: 200, description: "Signed out" },
  },
  {
    method: "get",
    path: "/api/auth/me",
    tag: "Sign-in",
    access: "staff",
    summary: "The signed-in user",
    response: { status: 200, description: "The user", schema: sessionUserRow },
  },
  {
    method: "put",
    path: "/api/auth/password",
    tag: "Sign-in",
    access: "staff",
    summary: "Change your own password; ends your other sessions",
    body: changePasswordSchema,
    response: { status: 204, description: "Changed" },
    errors: [429],
  },
];
