import type { Route } from "./+types/login";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { sessionCookie } from "~/lib/server/session-cookie.server";
import { loginSchema } from "~/schemas/staff/login";
import { signIn } from "~/services/staff/auth.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const credentials = await readJsonBody(request, loginSchema);
  const { token, user } = await signIn(context.db, credentials, context.clientAddress);
  return Response.json(user, {
    headers: { "Set-Cookie": sessionCookie(request, token), "Cache-Control": "no-store" },
  });
});

export const loader = refuseMethod(["POST"]);
