/** `GET /api/activity` (admins): the activity log, newest first, filtered and paged (decision 032). */
import type { Route } from "./+types/collection";
import { apiHandler, listResponse, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { activityListQuerySchema } from "~/schemas/staff/activity";
import { listActivity } from "~/services/staff/activity-log.server";
import { requireAdmin } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireAdmin(context.db, request);
  const { rows, total } = await listActivity(context.db, readQuery(request, activityListQuerySchema));
  return listResponse(rows, total, { "Cache-Control": "no-store" });
});

export const action = refuseMethod(["GET"]);
