import type { Route } from "./+types/logout";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { clearedSessionCookie } from "~/lib/server/session-cookie.server";
import { signOut } from "~/services/staff/auth.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  await signOut(context.db, request);
  return Response.json({ ok: true }, { headers: { "Set-Cookie": clearedSessionCookie(request) } });
});

export const loader = refuseMethod(["POST"]);
