/** `GET` and `PUT /api/two-factor-policy` (admin): whom two-factor sign-in is required of. */
import type { Route } from "./+types/two-factor-policy";
import { apiHandler, readJsonBody } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { twoFactorPolicySchema } from "~/schemas/staff/two-factor";
import { requireAdmin } from "~/services/staff/auth.server";
import { readTwoFactorPolicy, saveTwoFactorPolicy } from "~/services/staff/sign-in-policy.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  return Response.json(await readTwoFactorPolicy(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "PUT") throw methodNotAllowed(["GET", "PUT"]);
  const admin = await requireAdmin(context.db, request);
  const input = await readJsonBody(request, twoFactorPolicySchema);
  return Response.json(await saveTwoFactorPolicy(context.db, admin, input));
});
