/** `GET /api/auth/two-factor` (any signed-in staff, also while they must enrol): one's own second factor. */
import type { Route } from "./+types/status";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireSignedIn } from "~/services/staff/auth.server";
import { twoFactorStatus } from "~/services/staff/two-factor.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireSignedIn(context.db, request);
  return Response.json(await twoFactorStatus(context.db, user), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
