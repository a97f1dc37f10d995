/** `POST /api/auth/two-factor/recovery-codes` (staff): ten new recovery codes for a code; the old ones stop working. */
import type { Route } from "./+types/recovery-codes";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { twoFactorCodeSchema } from "~/schemas/staff/two-factor";
import { requireStaff } from "~/services/staff/auth.server";
import { regenerateRecoveryCodes } from "~/services/staff/two-factor.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const { code } = await readJsonBody(request, twoFactorCodeSchema);
  return Response.json(await regenerateRecoveryCodes(context.db, user, code), { headers: { "Cache-Control": "no-store" } });
});

export const loader = refuseMethod(["POST"]);
