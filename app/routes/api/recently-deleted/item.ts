/** `DELETE /api/recently-deleted/{id}` (admins): purges a deleted item for good, with its versions (decision 062). */
import type { Route } from "./+types/item";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { purgeDeleted } from "~/services/history/recently-deleted.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireAdmin } from "~/services/staff/auth.server";

export const loader = refuseMethod(["DELETE"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireAdmin(context.db, request);
  await writeAs(context.db, user, (db) => purgeDeleted(db, params.id));
  return new Response(null, { status: 204 });
});
