/**
 * `POST /api/auth/login/second-factor`: completes the sign-in that `POST /api/auth/login` left
 * waiting, with a code from the authenticator app or a recovery code; sets the session cookie. The
 * pending sign-in's cookie is left to expire: its row is gone, so it opens nothing.
 */
import type { Route } from "./+types/second-factor";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { readPendingSignInToken, sessionCookie } from "~/lib/server/session-cookie.server";
import { twoFactorCodeSchema } from "~/schemas/staff/two-factor";
import { completeSignIn } from "~/services/staff/auth.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { code } = await readJsonBody(request, twoFactorCodeSchema);
  const { token, user } = await completeSignIn(context.db, readPendingSignInToken(request), code, context.clientAddress);
  return Response.json(user, { headers: { "Set-Cookie": sessionCookie(request, token), "Cache-Control": "no-store" } });
});

export const loader = refuseMethod(["POST"]);
