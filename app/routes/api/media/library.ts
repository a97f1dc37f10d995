import type { Route } from "./+types/library";
import { apiHandler, listResponse, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { mediaListQuery } from "~/schemas/media/media";
import { requireStaff } from "~/services/staff/auth.server";
import { listMedia } from "~/services/media/media.server";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  const { rows, total } = await listMedia(context.db, readQuery(request, mediaListQuery));
  return listResponse(rows, total, { "Cache-Control": "no-store" });
});

export const action = refuseMethod(["GET"]);
