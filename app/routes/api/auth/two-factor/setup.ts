/** `POST /api/auth/two-factor/setup` (any signed-in staff, also while they must enrol): a new secret for one's app. */
import type { Route } from "./+types/setup";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { requireSignedIn } from "~/services/staff/auth.server";
import { startTwoFactorSetup } from "~/services/staff/two-factor.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireSignedIn(context.db, request);
  return Response.json(await startTwoFactorSetup(context.db, user), { headers: { "Cache-Control": "no-store" } });
});

export const loader = refuseMethod(["POST"]);
