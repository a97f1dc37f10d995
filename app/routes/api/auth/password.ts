/** `PUT /api/auth/password` (any signed-in staff): changes their own password. */
import type { Route } from "./+types/password";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { readSessionToken } from "~/lib/server/session-cookie.server";
import { changePasswordSchema } from "~/schemas/staff/user";
import { requireStaff } from "~/services/staff/auth.server";
import { changeOwnPassword } from "~/services/staff/user.server";

export const loader = refuseMethod(["PUT"]);

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["PUT"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, changePasswordSchema);
  await changeOwnPassword(context.db, user.id, input, readSessionToken(request) ?? undefined);
  return new Response(null, { status: 204 });
});
