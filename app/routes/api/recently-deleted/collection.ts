/** `GET /api/recently-deleted` (staff): deleted items of the last 30 days, newest first; older ones are purged first (decision 062). */
import type { Route } from "./+types/collection";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { listRecentlyDeleted } from "~/services/history/recently-deleted.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await listRecentlyDeleted(context.db), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
