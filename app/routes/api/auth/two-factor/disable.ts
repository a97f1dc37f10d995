/** `POST /api/auth/two-factor/disable` (staff): turns one's second factor off, with a code or the password. */
import type { Route } from "./+types/disable";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { twoFactorDisableSchema } from "~/schemas/staff/two-factor";
import { requireStaff } from "~/services/staff/auth.server";
import { disableTwoFactor } from "~/services/staff/two-factor.server";

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const input = await readJsonBody(request, twoFactorDisableSchema);
  await disableTwoFactor(context.db, user, input);
  return new Response(null, { status: 204 });
});

export const loader = refuseMethod(["POST"]);
