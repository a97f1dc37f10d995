/**
 * `POST /api/history/{kind}/{id}/restore` (staff): writes `{ versionId }` back over the item
 * through its update service and answers the new version it made (decision 062); the item keeps
 * its publication unless `{ publication: "restore" }` (decision 068).
 */
import type { Route } from "./+types/restore-version";
import { apiHandler, readJsonBody, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { restoreVersionSchema } from "~/schemas/staff/history";
import { restoreVersion } from "~/services/history/item-versions.server";
import { writeAs } from "~/services/staff/activity-log.server";
import { requireStaff } from "~/services/staff/auth.server";
import { historyAddress } from "./history-address.server";

export const loader = refuseMethod(["POST"]);

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireStaff(context.db, request);
  const { kind, id } = historyAddress(params);
  const restore = await readJsonBody(request, restoreVersionSchema);
  return Response.json(await writeAs(context.db, user, (db) => restoreVersion(db, kind, id, restore)), { status: 201 });
});
