/** `GET /api/history/{kind}/{id}` (staff): the item's versions, newest first, with the fields each changed (decision 062). */
import type { Route } from "./+types/item-versions";
import { apiHandler, refuseMethod } from "~/lib/server/api-route.server";
import { listVersions } from "~/services/history/item-versions.server";
import { requireStaff } from "~/services/staff/auth.server";
import { historyAddress } from "./history-address.server";

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const { kind, id } = historyAddress(params);
  return Response.json(await listVersions(context.db, kind, id), { headers: { "Cache-Control": "no-store" } });
});

export const action = refuseMethod(["GET"]);
