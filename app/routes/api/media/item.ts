/**
 * `GET /api/media/{id}` (the file with where content uses it), `PUT` (its alt text and caption)
 * and `DELETE` (refused while content uses it, naming where; `force=true` deletes it anyway, for
 * administrators alone: decision 063).
 */
import type { Route } from "./+types/item";
import { apiHandler, readJsonBody, readQuery } from "~/lib/server/api-route.server";
import { forbidden, methodNotAllowed } from "~/lib/server/http-errors.server";
import { mediaDeleteQuery, mediaDescriptionSchema } from "~/schemas/media/media";
import { requireStaff } from "~/services/staff/auth.server";
import { deleteMedia, describeMedia, getMediaItem } from "~/services/media/media.server";
import { writeAs } from "~/services/staff/activity-log.server";

const METHODS = ["GET", "PUT", "DELETE"];

export const loader = apiHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  await requireStaff(context.db, request);
  return Response.json(await getMediaItem(context.db, params.id), { headers: { "Cache-Control": "no-store" } });
});

export const action = apiHandler(async ({ request, context, params }: Route.ActionArgs) => {
  if (!METHODS.includes(request.method)) throw methodNotAllowed(METHODS);
  const user = await requireStaff(context.db, request);
  if (request.method === "PUT") {
    const description = await readJsonBody(request, mediaDescriptionSchema);
    const described = await writeAs(context.db, user, (db) => describeMedia(db, params.id, description));
    context.pageChange.editedInPlace();
    return Response.json(described);
  }
  const { force = false } = readQuery(request, mediaDeleteQuery);
  if (force && user.role !== "admin") throw forbidden("Only an administrator can delete a file that content uses");
  await writeAs(context.db, user, (db) => deleteMedia(db, context.storage, params.id, { force }));
  return new Response(null, { status: 204 });
});
