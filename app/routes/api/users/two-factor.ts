/** `DELETE /api/users/{id}/two-factor` (admin): resets a member's second factor; logged in the activity log. */
import type { Route } from "./+types/two-factor";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { readSessionToken } from "~/lib/server/session-cookie.server";
import { requireAdmin } from "~/services/staff/auth.server";
import { resetTwoFactor } from "~/services/staff/two-factor.server";

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const admin = await requireAdmin(context.db, request);
  await resetTwoFactor(context.db, admin, params.id, readSessionToken(request) ?? undefined);
  return new Response(null, { status: 204 });
});

export const loader = refuseMethod(["DELETE"]);
