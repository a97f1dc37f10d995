/** `PUT` and `DELETE /api/resources/{id}/versions/{versionId}` (staff): one release of a resource (decision 034). */
import type { Route } from "./+types/version-item";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { updateResourceVersionSchema } from "~/schemas/content/resource-version";
import { requireStaff } from "~/services/staff/auth.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { deleteVersion, updateVersion } from "~/services/content/downloads/resource-versions.server";
import { STAFF_ITEM_METHODS } from "../staff-item-action.server";

export const loader = refuseMethod(STAFF_ITEM_METHODS);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (!STAFF_ITEM_METHODS.includes(request.method)) throw methodNotAllowed(STAFF_ITEM_METHODS);
  const user = await requireStaff(context.db, request);
  if (request.method === "PUT") {
    const input = await readJsonBody(request, updateResourceVersionSchema);
    return Response.json(await writeAs(context.db, user, (db) => updateVersion(db, params.id, params.versionId, input)));
  }
  await writeAs(context.db, user, (db) => deleteVersion(db, params.id, params.versionId));
  return new Response(null, { status: 204 });
});
