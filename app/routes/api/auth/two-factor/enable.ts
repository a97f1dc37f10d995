/** `POST /api/auth/two-factor/enable` (any signed-in staff, also while they must enrol): the first code turns it on; answers the recovery codes. */
import type { Route } from "./+types/enable";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { twoFactorCodeSchema } from "~/schemas/staff/two-factor";
import { requireSignedIn } from "~/services/staff/auth.server";
import { enableTwoFactor } from "~/services/staff/two-factor.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireSignedIn(context.db, request);
  const { code } = await readJsonBody(request, twoFactorCodeSchema);
  return Response.json(await enableTwoFactor(context.db, user, code), { headers: { "Cache-Control": "no-store" } });
});

export const loader = refuseMethod(["POST"]);
