import type { Route } from "./+types/item";
import { apiHandler, readQuery, refuseMethod } from "~/lib/server/api-route.server";
import { methodNotAllowed } from "~/lib/server/http-errors.server";
import { mediaDeleteQuery } from "~/schemas/media/media";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteMedia } from "~/services/media/media.server";
import { writeAs } from "~/services/staff/activity-log.server";

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireStaff(context.db, request);
  const { force = false } = readQuery(request, mediaDeleteQuery);
  await writeAs(context.db, user, (db) => deleteMedia(db, context.storage, params.id, { force }));
  return new Response(null, { status: 204 });
});

export const loader = refuseMethod(["DELETE"]);
