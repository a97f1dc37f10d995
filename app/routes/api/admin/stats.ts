/** `GET /api/admin/stats` (staff): the dashboard's counts. */
import type { Route } from "./+types/stats";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { dashboardStats } from "~/services/staff/admin-stats.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await dashboardStats(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
