/**
 * `POST /api/auth/login`: the password. Without a second factor it signs in (the session cookie);
 * with one it answers `{ secondFactorRequired: true }` and a pending sign-in's cookie, completed
 * by `POST /api/auth/login/second-factor` (docs/decisions/064-two-factor-sign-in.md).
 */
import type { Route } from "./+types/login";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { pendingSignInCookie, sessionCookie } from "~/lib/server/session-cookie.server";
import { loginSchema } from "~/schemas/staff/login";
import { signIn } from "~/services/staff/auth.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const credentials = await readJsonBody(request, loginSchema);
  const outcome = await signIn(context.db, credentials, context.clientAddress);
  if ("pendingToken" in outcome) {
    return Response.json(
      { secondFactorRequired: true },
      { headers: { "Set-Cookie": pendingSignInCookie(request, outcome.pendingToken), "Cache-Control": "no-store" } },
    );
  }
  return Response.json(outcome.user, {
    headers: { "Set-Cookie": sessionCookie(request, outcome.token), "Cache-Control": "no-store" },
  });
});

export const loader = refuseMethod(["POST"]);
