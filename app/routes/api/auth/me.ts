import type { Route } from "./+types/me";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireStaff(context.db, request);
  return Response.json(user, { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
