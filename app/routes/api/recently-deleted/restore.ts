/** `POST /api/recently-deleted/{id}/restore` (staff): the item back with its old id, and what was deleted with it (decision 062). */
import type { Route } from "./+types/restore";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { restoreDeleted } from "~/services/history/recently-deleted.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  return Response.json(await writeAs(context.db, user, (db) => restoreDeleted(db, params.id)));
});
